import { Navigate, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/logged-in';
import { PageSpinner } from '../components/ui/PageSpinner';
import { useAuth } from '../features/auth/AuthProvider';
import { requireUser } from '../features/auth/guard';
import { loginHref } from '../features/auth/redirect';
import type { LoggedInContext } from '../features/auth/useUser';
import '../styles/account-area.scss';

/*
 * The logged-in area (/dashboard, /profile, /checkout/payment): rendered in the browser once the stored
 * session is checked; anonymous visitors go to /login and come back after logging in.
 */

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSpinner label="Cargando..." />;
}

export default function LoggedInArea() {
  const { loading, user } = useAuth();
  const { pathname, search } = useLocation();
  if (user) return <Outlet context={user satisfies LoggedInContext} />;
  // A logout here or in another tab leaves the area.
  if (!loading) return <Navigate to={loginHref(pathname + search)} replace />;
  return <HydrateFallback />;
}
