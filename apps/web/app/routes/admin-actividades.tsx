import type { Route } from './+types/admin-actividades';
import { listAllActivities } from '../features/admin/activities/api';
import { ActivityList } from '../features/admin/activities/ActivityList';
import { adminLoader } from '../features/admin/kit/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

// Archived activities too.
export const clientLoader = adminLoader(async () => ({ activities: await listAllActivities() }));

/** 'Administrar actividades' (/admin/actividades). */
export default function ActivitiesTab({ loaderData }: Route.ComponentProps) {
  return <ActivityList activities={loaderData.activities} />;
}
