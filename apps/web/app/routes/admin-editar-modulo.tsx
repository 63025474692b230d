import type { Route } from './+types/admin-editar-modulo';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { findModule } from '../features/admin/training/api';
import { ModuleForm } from '../features/admin/training/ModuleForm';

const title = 'Editar módulo';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  module: await findModule(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar módulo' (/admin/editar-modulo/{id}); once saved, back to 'Administrar módulos'. */
export default function EditModule({ loaderData: { module } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-modulo">
      {(backToList) => <ModuleForm item={module} onSaved={backToList} />}
    </EditPage>
  );
}
