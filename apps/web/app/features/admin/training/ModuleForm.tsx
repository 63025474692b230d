import {
  isoToArgentineLocal,
  messages,
  moduleEditSchema,
  moduleEndpoints,
  moduleMode,
  type Module,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import {
  AdminForm,
  CapacityField,
  fieldsFor,
  InstallmentsField,
  PriceFields,
  recordValues,
  useSaveForm,
} from '../kit/form';
import type { EditFormProps } from '../kit/EditPage';
import { NotifyEnrolled } from '../kit/NotifyEnrolled';

const { Field, Link, Switch } = fieldsFor(moduleEditSchema);

/** The module edit page: date, prices, links and the open and enabled toggles; title and mode are not editable. */
export function ModuleForm({ item: module, onSaved }: EditFormProps<Module>) {
  const live = module.typeModule === 'sincronico';
  const facts: [string, string][] = [
    ['Módulo', module.title],
    ['Modalidad', moduleMode(module.typeModule)],
  ];
  const { form, submit } = useSaveForm({
    schema: moduleEditSchema,
    // The date in Argentine time, as the datetime-local input reads it.
    defaultValues: {
      ...recordValues(moduleEditSchema, module),
      date: module.date ? isoToArgentineLocal(module.date) : '',
      notify: false,
    },
    save: (values) => call(moduleEndpoints.edit, { params: { id: module._id }, body: values }),
    popups: { success: messages.module.updated, failure: messages.module.updateFailed },
    onSaved,
  });

  return (
    <AdminForm form={form} submit={submit} action="Guardar cambios" facts={facts}>
      <div className="row gx-md-3">
        <Field
          name="date"
          label="Próxima fecha y hora (hora Argentina)"
          type="datetime-local"
          className="col-md-4 mb-3"
        />
        <PriceFields className="col-md-4 mb-3" />
        <Link name="link_intro" label="Link de la introducción" className="col-md-6 mb-3" />
        <Link
          name="link"
          label={live ? 'Link de la sala en vivo' : 'Link del video o audio del módulo'}
          className="col-md-6 mb-3"
        />
        {live && <CapacityField className="col-md-6 mb-3" />}
        <InstallmentsField className="col-md-6 mb-3" />
        <Switch
          name="open"
          label="Abierto a la compra"
          hint="Cuando está cerrado, el botón Comprar queda deshabilitado."
          className="col-md-6"
        />
        <Switch
          name="enabled"
          label={messages.module.enabled}
          hint="Un módulo no habilitado aparece como «No habilitado» en las listas de compra."
          className="col-md-6"
        />
        {live && <NotifyEnrolled model="Module" id={module._id} fields={['date']} />}
      </div>
    </AdminForm>
  );
}
