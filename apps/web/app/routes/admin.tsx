import { isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/admin';
import { GuardedArea } from '../features/auth/components/GuardedArea';
import { isAdmin, requireAdmin } from '../features/admin/kit/guard';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/errorMessage';
import { paths } from '../lib/paths';
import '../styles/admin-area.scss';

export { AreaSpinner as HydrateFallback } from '../features/auth/components/GuardedArea';

/*
 * The admin area (/admin/*): rendered in the browser once the stored session is checked (a spinner until
 * then); only administrators pass, anyone else goes to /login and comes back after logging in.
 */

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return null;
}
clientLoader.hydrate = true as const;

export default function AdminArea() {
  return <GuardedArea admits={isAdmin} />;
}

/** A screen of the area that could not load: what the server said, and a way back to the panel. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound =
    (error instanceof ApiError && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404);
  return (
    <div className="container py-5 admin-page page-narrow text-center">
      <title>{notFound ? 'No encontrado' : 'No se pudo cargar esta pantalla'}</title>
      <h1 className="page-title">
        {notFound ? 'No encontramos lo que buscás' : 'No se pudo cargar esta pantalla'}
      </h1>
      <p className="lead" role="alert">
        {notFound ? 'Puede que ya se haya borrado. Volvé al panel para ver lo que hay.' : errorMessage(error)}
      </p>
      <Link className="btn btn-primary" to={paths.admin}>
        Volver al panel
      </Link>
    </div>
  );
}
