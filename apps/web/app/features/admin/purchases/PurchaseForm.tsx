import { messages, purchaseEditSchema, purchaseEndpoints, type Purchase } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { AdminForm, fieldsFor, useSaveForm } from '../kit/form';
import type { EditFormProps } from '../kit/EditPage';

const { Switch } = fieldsFor(purchaseEditSchema);

/** administrar-inscripto/{id}: whether the person finished what they bought. */
export function PurchaseForm({ item: purchase, onSaved }: EditFormProps<Purchase>) {
  const facts: [string, string][] = [
    ['Alumno', `${purchase.user_id.firstName} ${purchase.user_id.lastName}`.trim()],
    ['Inscripto en', purchase.inscription.title],
  ];
  const { form, submit } = useSaveForm({
    schema: purchaseEditSchema,
    defaultValues: { finish: purchase.finish },
    save: (values) =>
      call(purchaseEndpoints.edit, { params: { id: purchase._id }, body: { finish: values.finish } }),
    popups: { success: messages.purchase.updated, failure: messages.purchase.updateFailed },
    onSaved,
  });
  return (
    <AdminForm form={form} submit={submit} action="Guardar cambios" facts={facts}>
      <Switch name="finish" label="Finalizó" hint="Marcalo cuando la persona terminó lo que cursó." />
    </AdminForm>
  );
}
