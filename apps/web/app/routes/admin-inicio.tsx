import { adminHomeEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-inicio';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { AdminHome } from '../features/admin/home/AdminHome';
import { SiteChecklist } from '../features/admin/site-status/SiteChecklist';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

/** Each load is a visit: the server counts the new purchases since the previous one, then records this one. */
export const clientLoader = adminLoader(() => call(adminHomeEndpoints.home, {}));

/** 'Inicio' (/admin, and /admin/inicio): what needs her today, then what going live still needs. */
export default function HomeTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHome home={loaderData} />
      <SiteChecklist checks={loaderData.checks} />
    </>
  );
}
