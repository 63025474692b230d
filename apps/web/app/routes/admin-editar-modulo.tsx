import { useNavigate } from 'react-router';
import type { Route } from './+types/admin-editar-modulo';
import { accountMeta } from '../features/auth/meta';
import { findModule } from '../features/admin/training/api';
import { ModuleForm } from '../features/admin/training/ModuleForm';
import { EditPage } from '../features/admin/components/EditPage';
import { requireAdmin } from '../features/admin/guard';
import { tabHref } from '../features/admin/panel/tabs';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  // With an admin's token the module comes with its paid link.
  return { module: await findModule(params.id) };
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Editar módulo');

/** /admin/editar-modulo/{id}: date, prices, links and the open and enabled toggles; back to the list once saved. */
export default function EditModule({ loaderData }: Route.ComponentProps) {
  const { module } = loaderData;
  const navigate = useNavigate();
  return (
    <EditPage title="Editar módulo" tab="modulos">
      <ModuleForm key={module._id} module={module} onSaved={() => void navigate(tabHref('modulos'))} />
    </EditPage>
  );
}
