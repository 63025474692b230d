import { purchaseEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-administrar-inscripto';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { PurchaseForm } from '../features/admin/purchases/PurchaseForm';
import { call } from '../lib/client';

const title = 'Editar inscripción';

export const clientLoader = adminLoader(({ params }: Route.ClientLoaderArgs) =>
  call(purchaseEndpoints.show, { params: { id: params.id } }),
);

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar inscripción' (/admin/administrar-inscripto/{id}); once saved, back to 'Administrar inscriptos'. */
export default function EditPurchase({ loaderData: { purchase } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="administrar-inscripto">
      {(backToList) => <PurchaseForm item={purchase} onSaved={backToList} />}
    </EditPage>
  );
}
