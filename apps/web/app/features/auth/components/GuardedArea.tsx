import { Navigate, Outlet, useLocation } from 'react-router';
import type { User } from '@constelaciones/contract';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { useAuth } from '../AuthProvider';
import { loginHref } from '../redirect';
import type { LoggedInContext } from '../useUser';

/** What a guarded area shows while the stored session is being checked. */
export function AreaSpinner() {
  return <PageSpinner label="Cargando..." />;
}

/**
 * The outlet of an area behind a guard (the logged-in area, the admin area), rendered in the browser: its
 * screens once the session's user passes `admits`, a spinner while the session is checked, and /login
 * otherwise, which brings the visitor back afterwards. A logout here or in another tab leaves the area too.
 */
export function GuardedArea({ admits }: { admits: (user: User) => boolean }) {
  const { loading, user } = useAuth();
  const { pathname, search } = useLocation();
  if (user && admits(user)) return <Outlet context={user satisfies LoggedInContext} />;
  if (!loading) return <Navigate to={loginHref(pathname + search)} replace />;
  return <AreaSpinner />;
}
