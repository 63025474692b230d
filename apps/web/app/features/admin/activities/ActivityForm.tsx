import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import {
  activityCreateSchema,
  activityEditSchema,
  messages,
  MODALITIES,
  type Activity,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showError, showSuccess } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api';
import { ImageField } from '../components/ImageField';
import { PRICE_INPUT } from '../components/priceInput';
import { SwitchField } from '../components/SwitchField';
import { useImageChoice } from '../components/useImageChoice';
import { createActivity, editActivity } from './api';
import { AssociationFields } from './AssociationFields';
import type { Associations } from './associations';
import {
  ACTIVITY_FIELDS,
  activityValues,
  EMPTY_ACTIVITY,
  type ActivityFormOutput,
  type ActivityFormValues,
} from './formValues';

interface Props {
  /** The activity to edit; without it the form creates one. */
  activity?: Activity;
  associations: Associations;
  /** After a successful save (the form of a new activity is emptied first). */
  onSaved?: (activity: Activity) => void;
}

// Creating reads the same fields as editing, less 'archived' (and words a missing title differently).
type ActivityResolver = Resolver<ActivityFormValues, unknown, ActivityFormOutput>;
const editResolver: ActivityResolver = zodResolver(activityEditSchema);
const createSchemaResolver = zodResolver(activityCreateSchema);
// The options name the edit form's fields ('archived' too), which the create schema does not need.
const createResolver: ActivityResolver = (values, context, { names: _names, ...options }) =>
  createSchemaResolver(values, context, options);

/** 'Agregar actividad' and the activity edit page: every field and rule of spec section 5. */
export function ActivityForm({ activity, associations, onSaved }: Props) {
  const editing = activity !== undefined;
  const image = useImageChoice(!editing);
  const form = useForm<ActivityFormValues, unknown, ActivityFormOutput>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: activity ? activityValues(activity) : EMPTY_ACTIVITY,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const save = async (values: ActivityFormOutput) => {
    if (!image.check()) return;
    try {
      const { activity: saved } = activity
        ? await editActivity(activity._id, { ...values, archived: values.archived === true }, image.file)
        : await createActivity(values, image.file);
      if (!activity) reset();
      image.clear();
      void showSuccess(activity ? messages.activity.updated : messages.activity.created);
      onSaved?.(saved);
    } catch (error) {
      showServerFieldErrors(error, ACTIVITY_FIELDS, setError);
      const imageProblem = error instanceof ApiError ? error.body.errors?.img : undefined;
      if (imageProblem) image.setError(imageProblem);
      void showError(activity ? messages.activity.updateFailed : messages.activity.createFailed);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(save, image.check)} noValidate className="admin-form">
        <div className="row gx-md-3">
          <FormField label="Título" error={errors.title?.message} className="col-12 mb-3">
            {(control) => <input {...control} {...register('title')} type="text" />}
          </FormField>
          <FormField
            label="Fecha y hora (hora Argentina)"
            error={errors.day?.message}
            className="col-md-6 mb-3"
          >
            {(control) => <input {...control} {...register('day')} type="datetime-local" />}
          </FormField>
          <FormField
            label="Modalidad"
            error={errors.modality?.message}
            controlClass="form-select"
            className="col-md-6 mb-3"
          >
            {(control) => (
              <select {...control} {...register('modality')}>
                <option value="">Elegí la modalidad</option>
                {MODALITIES.map((modality) => (
                  <option key={modality}>{modality}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Ciudad" error={errors.city?.message} className="col-md-6 mb-3">
            {(control) => <input {...control} {...register('city')} type="text" />}
          </FormField>
          <FormField
            label="Importante"
            error={errors.important?.message}
            controlClass="form-select"
            className="col-md-6 mb-3"
          >
            {(control) => (
              <select {...control} {...register('important')}>
                <option value="">Elegí si es importante</option>
                <option value="true">Sí: se muestra en el inicio</option>
                <option value="false">No</option>
              </select>
            )}
          </FormField>
          <FormField label="Precio en pesos" error={errors.pricePesos?.message} className="col-md-6 mb-3">
            {(control) => <input {...control} {...register('pricePesos')} {...PRICE_INPUT} />}
          </FormField>
          <FormField label="Precio en dólares" error={errors.priceDolar?.message} className="col-md-6 mb-3">
            {(control) => <input {...control} {...register('priceDolar')} {...PRICE_INPUT} />}
          </FormField>
          <FormField label="Descripción" error={errors.description?.message} className="col-12 mb-3">
            {(control) => <textarea {...control} {...register('description')} rows={6} />}
          </FormField>
          <AssociationFields {...associations} />
          <div className="col-12 mb-3">
            <ImageField
              label="Imagen"
              choice={image}
              current={activity?.img}
              subject={activity ? `la actividad ${activity.title}` : 'la actividad'}
            />
          </div>
          {editing && (
            <div className="col-12">
              <SwitchField
                label={messages.activity.archivePrompt}
                hint="Una actividad archivada no se muestra en el sitio; podés recuperarla cuando quieras."
                registration={register('archived')}
              />
            </div>
          )}
        </div>
        <div className="d-flex justify-content-end">
          <SubmitButton pending={isSubmitting}>
            {editing ? 'Guardar cambios' : 'Crear actividad'}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
