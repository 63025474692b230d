import type { Route } from './+types/admin-editar-modulo';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/components/adminLoader';
import { EditPage } from '../features/admin/components/EditPage';
import { findModule } from '../features/admin/training/api';
import { ModuleForm } from '../features/admin/training/ModuleForm';

// With an admin's token the module comes with its paid link.
export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  module: await findModule(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Editar módulo');

/** /admin/editar-modulo/{id}: date, prices, links and the open and enabled toggles; back to the list once saved. */
export default function EditModule({ loaderData: { module } }: Route.ComponentProps) {
  return (
    <EditPage title="Editar módulo" tab="modulos">
      {(backToList) => <ModuleForm key={module._id} module={module} onSaved={backToList} />}
    </EditPage>
  );
}
