import { moduleEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-editar-modulo';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { ModuleForm } from '../features/admin/training/ModuleForm';
import { call } from '../lib/client';

const title = 'Editar módulo';

// One module, with its paid link for an admin.
export const clientLoader = adminLoader(({ params }: Route.ClientLoaderArgs) =>
  call(moduleEndpoints.show, { params: { id: params.id } }),
);

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar módulo' (/admin/editar-modulo/{id}); once saved, back to 'Administrar módulos'. */
export default function EditModule({ loaderData: { module } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-modulo">
      {(backToList) => <ModuleForm item={module} onSaved={backToList} />}
    </EditPage>
  );
}
