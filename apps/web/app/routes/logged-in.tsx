import type { Route } from './+types/logged-in';
import { GuardedArea } from '../features/auth/components/GuardedArea';
import { requireUser } from '../features/auth/guard';
import '../styles/account-area.scss';

export { AreaSpinner as HydrateFallback } from '../features/auth/components/GuardedArea';

/*
 * The logged-in area (/dashboard, /profile, /checkout/payment): rendered in the browser once the stored
 * session is checked; anonymous visitors go to /login and come back after logging in.
 */

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}
clientLoader.hydrate = true as const;

const anyUser = () => true;

export default function LoggedInArea() {
  return <GuardedArea admits={anyUser} />;
}
