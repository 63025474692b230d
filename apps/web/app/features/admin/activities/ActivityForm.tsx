import {
  activityCreateSchema,
  activityEditSchema,
  messages,
  MODALITIES,
  type Activity,
} from '@constelaciones/contract';
import { BoundField, BoundSwitch } from '../kit/fields';
import {
  AdminForm,
  CapacityField,
  emptyValues,
  InstallmentsField,
  KindField,
  PriceFields,
  useSaveForm,
} from '../kit/form';
import { ImageField } from '../kit/ImageField';
import { NotifyEnrolled } from '../kit/NotifyEnrolled';
import { useImageChoice } from '../kit/useImageChoice';
import { createActivity, editActivity } from './api';
import { AssociationFields } from './AssociationFields';
import type { Associations } from './associations';
import { activityValues, type ActivityFormOutput, type ActivityFormValues } from './formValues';

interface Props {
  /** The activity to edit; without it the form creates one. */
  activity?: Activity;
  associations: Associations;
  /** After a successful save (the form of a new activity is emptied first). */
  onSaved?: () => void;
}

const Field = BoundField<ActivityFormValues>;

/** 'Agregar actividad' and the activity edit page: every field and rule of spec section 5. */
export function ActivityForm({ activity, associations, onSaved }: Props) {
  const image = useImageChoice(activity === undefined);
  const { form, submit } = useSaveForm<ActivityFormValues, ActivityFormOutput>({
    // Creating reads the same fields less 'archived', and words a missing title differently.
    schema: activity ? activityEditSchema : activityCreateSchema,
    defaultValues: activity ? activityValues(activity) : emptyValues(activityCreateSchema),
    save: (values) =>
      activity
        ? editActivity(
            activity._id,
            { ...values, archived: values.archived === true, notify: values.notify === true },
            image.file,
          )
        : createActivity(values, image.file),
    popups: {
      success: activity ? messages.activity.updated : messages.activity.created,
      failure: activity ? messages.activity.updateFailed : messages.activity.createFailed,
    },
    image,
    clearOnSave: !activity,
    onSaved,
  });

  return (
    <AdminForm form={form} submit={submit} action={activity ? 'Guardar cambios' : 'Crear actividad'}>
      <div className="row gx-md-3">
        <Field name="title" label="Título" className="col-12 mb-3" />
        <Field
          name="day"
          label="Fecha y hora (hora Argentina)"
          type="datetime-local"
          className="col-md-6 mb-3"
        />
        <Field name="modality" label="Modalidad" as="select" className="col-md-6 mb-3">
          <option value="">Elegí la modalidad</option>
          {MODALITIES.map((modality) => (
            <option key={modality}>{modality}</option>
          ))}
        </Field>
        <Field name="city" label="Ciudad" className="col-md-6 mb-3" />
        <Field name="important" label="Importante" as="select" className="col-md-6 mb-3">
          <option value="">Elegí si es importante</option>
          <option value="true">Sí: se muestra en el inicio</option>
          <option value="false">No</option>
        </Field>
        <PriceFields className="col-md-6 mb-3" />
        <CapacityField className="col-md-6 mb-3" />
        <InstallmentsField className="col-md-6 mb-3" />
        <Field name="description" label="Descripción" as="textarea" rows={6} className="col-12 mb-3" />
        <AssociationFields {...associations} />
        <KindField
          hint="Cómo se nombra en la agenda. Vacío: 'Taller' si está asociada a un curso, 'Formación NCFA' si a un módulo, y si no 'Actividad'."
          className="col-md-6 mb-3"
        />
        <div className="col-12 mb-3">
          <ImageField
            label="Imagen"
            choice={image}
            current={activity?.img}
            subject={activity ? `la actividad ${activity.title}` : 'la actividad'}
          />
        </div>
        {activity && (
          <BoundSwitch<ActivityFormValues>
            name="archived"
            label={messages.activity.archivePrompt}
            hint="Una actividad archivada no se muestra en el sitio; podés recuperarla cuando quieras."
          />
        )}
        {activity && <NotifyEnrolled model="Activity" id={activity._id} fields={['day']} />}
      </div>
    </AdminForm>
  );
}
