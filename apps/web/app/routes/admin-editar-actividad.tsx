import type { Route } from './+types/admin-editar-actividad';
import { accountMeta } from '../features/auth/meta';
import { ActivityForm } from '../features/admin/activities/ActivityForm';
import { findActivity } from '../features/admin/activities/api';
import { loadAssociations } from '../features/admin/activities/associations';
import { adminLoader } from '../features/admin/components/adminLoader';
import { EditPage } from '../features/admin/components/EditPage';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => {
  const [activity, associations] = await Promise.all([findActivity(params.id), loadAssociations()]);
  return { activity, associations };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, 'Editar actividad');

/** /admin/editar-actividad/{id}: the activity's form, archived ones too; back to the list once saved. */
export default function EditActivity({ loaderData: { activity, associations } }: Route.ComponentProps) {
  return (
    <EditPage title="Editar actividad" tab="actividades">
      {(backToList) => (
        <ActivityForm
          key={activity.updatedAt}
          activity={activity}
          associations={associations}
          onSaved={backToList}
        />
      )}
    </EditPage>
  );
}
