import { messages } from '@constelaciones/contract';
import type { Route } from './+types/dashboard';
import { accountMeta } from '../features/auth/meta';
import { displayName } from '../features/auth/displayName';
import { useUser } from '../features/auth/useUser';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Alumnos');

/** The students' area: 'Módulos' with the user's name, and the module's content once one is chosen. */
export default function Dashboard() {
  const user = useUser();
  return (
    <div className="container py-4 py-md-5">
      <p className="dashboard-greeting mb-1">Hola, {displayName(user)}</p>
      <h1 className="page-title">Módulos</h1>
      <section className="card module-content" aria-label="Contenido del módulo">
        <div className="card-body text-center">
          <p className="mb-0">{messages.module.contentPlaceholder}</p>
        </div>
      </section>
    </div>
  );
}
