import type { Route } from './+types/admin-agregar-actividad';
import { ActivityForm } from '../features/admin/activities/ActivityForm';
import { loadAssociations } from '../features/admin/activities/associations';
import { adminLoader } from '../features/admin/kit/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

// The courses and modules an activity may be tied to.
export const clientLoader = adminLoader(async () => ({ associations: await loadAssociations() }));

/** 'Agregar actividad' (/admin/agregar-actividad, and /admin itself, the panel's index). */
export default function AddActivityTab({ loaderData }: Route.ComponentProps) {
  return <ActivityForm associations={loaderData.associations} />;
}
