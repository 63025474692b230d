import { agendaEndpoints, agendaEntryFormSchema, messages, type AgendaEntry } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { AdminForm, emptyValues, fieldsFor, KindField, recordValues, useSaveForm } from '../kit/form';

interface Props {
  /** The entry to edit; without it the form adds one. */
  entry?: AgendaEntry;
  onSaved: () => void;
}

const { Field } = fieldsFor(agendaEntryFormSchema);

/**
 * A date of the agenda that the site does not sell: its day (or first and last day), title, modality and
 * kind; the spec's four kinds are suggested, any other is shown in a neutral colour.
 */
export function AgendaEntryForm({ entry, onSaved }: Props) {
  const { form, submit } = useSaveForm({
    schema: agendaEntryFormSchema,
    defaultValues: entry ? recordValues(agendaEntryFormSchema, entry) : emptyValues(agendaEntryFormSchema),
    save: (values) =>
      entry
        ? call(agendaEndpoints.edit, { params: { id: entry._id }, body: values })
        : call(agendaEndpoints.create, { body: values }),
    popups: {
      success: entry ? messages.agenda.updated : messages.agenda.created,
      failure: entry ? messages.agenda.updateFailed : messages.agenda.createFailed,
    },
    clearOnSave: !entry,
    onSaved,
  });

  return (
    <AdminForm form={form} submit={submit} action={entry ? 'Guardar cambios' : 'Agregar a la agenda'}>
      <div className="row gx-md-3">
        <Field name="date" label="Fecha" type="date" className="col-md-6 mb-3" />
        <Field
          name="endDate"
          label="Hasta (opcional)"
          type="date"
          hint="Solo si dura más de un día."
          className="col-md-6 mb-3"
        />
        <Field name="title" label="Título" className="col-12 mb-3" />
        <Field
          name="modality"
          label="Modalidad"
          hint="Por ejemplo: Presencial, Virtual, Presencial y virtual."
          className="col-md-6 mb-3"
        />
        <KindField
          hint="Taller, Formación NCFA, Eneagrama o Charla tienen su color; cualquier otro tipo se muestra en gris con su nombre."
          className="col-md-6 mb-3"
        />
      </div>
    </AdminForm>
  );
}
