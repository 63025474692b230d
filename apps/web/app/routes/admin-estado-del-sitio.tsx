import { siteStatusEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-estado-del-sitio';
import { SiteStatus } from '../features/admin/site-status/SiteStatus';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(siteStatusEndpoints.status, {}));

/** 'Estado del sitio' (/admin/estado-del-sitio): what going live needs, each done or not. */
export default function SiteStatusTab({ loaderData }: Route.ComponentProps) {
  return <SiteStatus checks={loaderData.checks} />;
}
