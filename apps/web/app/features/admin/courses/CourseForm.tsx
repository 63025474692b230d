import { placesMessages } from '@constelaciones/contract/places-messages';
import { courseEditSchema, courseEndpoints, messages, type Course } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import {
  AdminForm,
  CapacityField,
  InstallmentsField,
  fieldsFor,
  PRICE_INPUT,
  PriceFields,
  recordValues,
  useSaveForm,
} from '../kit/form';
import type { EditFormProps } from '../kit/EditPage';
import { NotifyEnrolled } from '../kit/NotifyEnrolled';

const { Field, Link } = fieldsFor(courseEditSchema);

/** The course edit page: date, hour, prices and payment links; the title is not editable (spec section 5). */
export function CourseForm({ item: course, onSaved }: EditFormProps<Course>) {
  const { form, submit } = useSaveForm({
    schema: courseEditSchema,
    defaultValues: { ...recordValues(courseEditSchema, course), notify: false },
    save: (values) => call(courseEndpoints.edit, { params: { id: course._id }, body: values }),
    popups: { success: messages.course.updated, failure: messages.course.updateFailed },
    onSaved,
  });

  return (
    <AdminForm form={form} submit={submit} action="Guardar cambios" facts={[['Curso', course.title]]}>
      <div className="row gx-md-3">
        <Field name="day" label="Próxima fecha" type="date" className="col-md-6 mb-3" />
        <Field
          name="hour"
          label="Hora (0 a 23, hora Argentina)"
          type="number"
          min={0}
          max={23}
          step={1}
          inputMode="numeric"
          className="col-md-6 mb-3"
        />
        <Field
          name="priceAnticipedPesos"
          label="Precio anticipado en pesos"
          {...PRICE_INPUT}
          className="col-md-4 mb-3"
        />
        <PriceFields className="col-md-4 mb-3" />
        <Link name="linkMP" label="Link de Mercado Pago" className="col-md-6 mb-3" />
        <Link name="linkPP" label="Link de PayPal" className="col-md-6 mb-3" />
        <CapacityField className="col-md-6 mb-3" note={placesMessages.capacityCourseNote} />
        <InstallmentsField className="col-md-6 mb-3" />
        <NotifyEnrolled model="Course" id={course._id} fields={['day', 'hour']} />
      </div>
    </AdminForm>
  );
}
