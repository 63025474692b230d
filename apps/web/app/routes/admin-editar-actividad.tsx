import { useNavigate } from 'react-router';
import type { Route } from './+types/admin-editar-actividad';
import { accountMeta } from '../features/auth/meta';
import { ActivityForm } from '../features/admin/activities/ActivityForm';
import { findActivity } from '../features/admin/activities/api';
import { loadAssociations } from '../features/admin/activities/associations';
import { EditPage } from '../features/admin/components/EditPage';
import { requireAdmin } from '../features/admin/guard';
import { tabHref } from '../features/admin/panel/tabs';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const [activity, associations] = await Promise.all([findActivity(params.id), loadAssociations()]);
  return { activity, associations };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, 'Editar actividad');

/** /admin/editar-actividad/{id}: the activity's form, archived ones too; back to the list once saved. */
export default function EditActivity({ loaderData }: Route.ComponentProps) {
  const { activity, associations } = loaderData;
  const navigate = useNavigate();
  return (
    <EditPage title="Editar actividad" tab="actividades">
      <ActivityForm
        key={activity.updatedAt}
        activity={activity}
        associations={associations}
        onSaved={() => void navigate(tabHref('actividades'))}
      />
    </EditPage>
  );
}
