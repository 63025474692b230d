import { activityEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-actividades';
import { ActivityList } from '../features/admin/activities/ActivityList';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

// Archived activities too.
export const clientLoader = adminLoader(() =>
  call(activityEndpoints.list, { query: { include: 'archived' } }),
);

/** 'Administrar actividades' (/admin/actividades). */
export default function ActivitiesTab({ loaderData }: Route.ComponentProps) {
  return <ActivityList activities={loaderData.activities} />;
}
