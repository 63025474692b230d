import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  courseEditSchema,
  messages,
  type Course,
  type CourseEditInput,
  type CourseEditOutput,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showError, showSuccess } from '../../../components/ui/popups';
import { PRICE_INPUT } from '../components/priceInput';
import { ReadOnlyFacts } from '../components/ReadOnlyFacts';
import { editCourse } from './api';

const FIELDS = [
  'day',
  'hour',
  'priceAnticipedPesos',
  'pricePesos',
  'priceDolar',
  'linkMP',
  'linkPP',
] as const;

const courseValues = (course: Course): CourseEditInput => ({
  day: course.day,
  hour: String(course.hour),
  priceAnticipedPesos: String(course.priceAnticipedPesos),
  pricePesos: String(course.pricePesos),
  priceDolar: String(course.priceDolar),
  linkMP: course.linkMP,
  linkPP: course.linkPP,
});

/** The course edit page: date, hour, prices and payment links; the title is not editable (spec section 5). */
export function CourseForm({ course, onSaved }: { course: Course; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CourseEditInput, unknown, CourseEditOutput>({
    resolver: zodResolver(courseEditSchema),
    defaultValues: courseValues(course),
    mode: 'onTouched',
  });

  const save = handleSubmit(async (values) => {
    try {
      await editCourse(course._id, values);
      void showSuccess(messages.course.updated);
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      void showError(messages.course.updateFailed);
    }
  });

  return (
    <form onSubmit={save} noValidate className="admin-form">
      <ReadOnlyFacts facts={[['Curso', course.title]]} />
      <div className="row gx-md-3">
        <FormField label="Próxima fecha" error={errors.day?.message} className="col-md-6 mb-3">
          {(control) => <input {...control} {...register('day')} type="date" />}
        </FormField>
        <FormField
          label="Hora (0 a 23, hora Argentina)"
          error={errors.hour?.message}
          className="col-md-6 mb-3"
        >
          {(control) => (
            <input
              {...control}
              {...register('hour')}
              type="number"
              min={0}
              max={23}
              step={1}
              inputMode="numeric"
            />
          )}
        </FormField>
        <FormField
          label="Precio anticipado en pesos"
          error={errors.priceAnticipedPesos?.message}
          className="col-md-4 mb-3"
        >
          {(control) => <input {...control} {...register('priceAnticipedPesos')} {...PRICE_INPUT} />}
        </FormField>
        <FormField label="Precio en pesos" error={errors.pricePesos?.message} className="col-md-4 mb-3">
          {(control) => <input {...control} {...register('pricePesos')} {...PRICE_INPUT} />}
        </FormField>
        <FormField label="Precio en dólares" error={errors.priceDolar?.message} className="col-md-4 mb-3">
          {(control) => <input {...control} {...register('priceDolar')} {...PRICE_INPUT} />}
        </FormField>
        <FormField label="Link de Mercado Pago" error={errors.linkMP?.message} className="col-md-6 mb-3">
          {(control) => <input {...control} {...register('linkMP')} type="url" inputMode="url" />}
        </FormField>
        <FormField label="Link de PayPal" error={errors.linkPP?.message} className="col-md-6 mb-3">
          {(control) => <input {...control} {...register('linkPP')} type="url" inputMode="url" />}
        </FormField>
      </div>
      <div className="d-flex justify-content-end">
        <SubmitButton pending={isSubmitting}>Guardar cambios</SubmitButton>
      </div>
    </form>
  );
}
