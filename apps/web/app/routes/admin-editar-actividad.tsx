import { activityEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-editar-actividad';
import { accountMeta } from '../features/auth/meta';
import { ActivityForm } from '../features/admin/activities/ActivityForm';
import { loadAssociations } from '../features/admin/activities/associations';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { call } from '../lib/client';

const title = 'Editar actividad';

// Archived activities too; with the courses and modules it may be tied to.
export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => {
  const [{ activity }, associations] = await Promise.all([
    call(activityEndpoints.show, { params: { id: params.id } }),
    loadAssociations(),
  ]);
  return { activity, associations };
});

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar actividad' (/admin/editar-actividad/{id}); once saved, back to 'Administrar actividades'. */
export default function EditActivity({ loaderData: { activity, associations } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-actividad">
      {(backToList) => <ActivityForm activity={activity} associations={associations} onSaved={backToList} />}
    </EditPage>
  );
}
