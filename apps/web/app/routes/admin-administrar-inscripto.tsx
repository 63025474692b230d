import type { Route } from './+types/admin-administrar-inscripto';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/components/adminLoader';
import { EditPage } from '../features/admin/components/EditPage';
import { findEnrolment } from '../features/admin/enrolments/api';
import { EnrolmentForm } from '../features/admin/enrolments/EnrolmentForm';

const title = 'Editar inscripción';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  purchase: await findEnrolment(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar inscripción' (/admin/administrar-inscripto/{id}); once saved, back to 'Administrar inscriptos'. */
export default function EditPurchase({ loaderData: { purchase } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="administrar-inscripto">
      {(backToList) => <EnrolmentForm item={purchase} onSaved={backToList} />}
    </EditPage>
  );
}
