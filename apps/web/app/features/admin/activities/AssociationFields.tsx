import { useFormContext, useWatch } from 'react-hook-form';
import { moduleMode } from '@constelaciones/contract';
import { BoundField } from '../kit/fields';
import type { Associations } from './associations';
import type { ActivityFormValues } from './formValues';

const Field = BoundField<ActivityFormValues>;

/**
 * What the activity is tied to: first the type (none, a course or a module), then which one; the second
 * select stays disabled until a type is chosen (spec section 5).
 */
export function AssociationFields({ courses, modules }: Associations) {
  const { setValue, control } = useFormContext<ActivityFormValues>();
  const model = useWatch({ control, name: 'associateModel' });

  return (
    <>
      <Field
        name="associateModel"
        label="Asociar a"
        as="select"
        className="col-md-6 mb-3"
        options={{ onChange: () => setValue('associate', '') }}
      >
        <option value="">Ninguno</option>
        <option value="Course">Curso</option>
        <option value="Module">Módulo</option>
      </Field>
      <Field
        name="associate"
        label="Curso o módulo asociado"
        as="select"
        className="col-md-6 mb-3"
        options={{ disabled: !model }}
      >
        <option value="">{model ? 'Elegí uno' : 'Elegí primero a qué asociar'}</option>
        {model === 'Course' &&
          courses.map((course) => (
            <option key={course._id} value={course._id}>
              {course.title}
            </option>
          ))}
        {model === 'Module' &&
          modules.map((module) => (
            <option key={module._id} value={module._id}>
              {`${module.title} (${moduleMode(module.typeModule)})`}
            </option>
          ))}
      </Field>
    </>
  );
}
