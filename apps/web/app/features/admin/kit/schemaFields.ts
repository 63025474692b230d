import type { DefaultValues, FieldValues, Path } from 'react-hook-form';

/**
 * What the admin forms need of a contract schema (a zod object, refined or not): its input and output types,
 * and its shape, whose keys are the form's fields. Written structurally so that the web app does not import
 * zod itself.
 */
export interface FormSchema<Values extends FieldValues, Output> {
  _zod: { input: Values; output: Output };
  shape: Record<string, unknown>;
}

/** The fields of a form, as its schema names them: those a 400's `errors` may speak of. */
export const schemaFields = <Values extends FieldValues>(
  schema: FormSchema<Values, unknown>,
): Path<Values>[] => Object.keys(schema.shape) as Path<Values>[];

/** A new item's form: every field empty and every select on its prompt, so that each rule's message can show. */
export const emptyValues = <Values extends FieldValues>(
  schema: FormSchema<Values, unknown>,
): DefaultValues<Values> =>
  Object.fromEntries(schemaFields(schema).map((field) => [field, ''])) as DefaultValues<Values>;

/**
 * A saved item as its form shows it, field by field of the schema: numbers as the text an input holds, a
 * missing value as an empty field, text and booleans (switches) as they are.
 */
export function recordValues<Values extends FieldValues>(
  schema: FormSchema<Values, unknown>,
  record: object,
): DefaultValues<Values> {
  const source = record as Record<string, unknown>;
  const value = (field: string) => {
    const saved = source[field];
    if (typeof saved === 'number') return String(saved);
    return saved ?? '';
  };
  return Object.fromEntries(
    schemaFields(schema).map((field) => [field, value(field)]),
  ) as DefaultValues<Values>;
}
