import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/**
 * Shows next to each field the messages of a 400 answer (`errors`: field → message), for the fields the form
 * has. Answers whether there were any.
 */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  fields: readonly Path<Form>[],
  setError: UseFormSetError<Form>,
): boolean {
  const errors = error instanceof ApiError ? error.body.errors : undefined;
  if (!errors) return false;
  const known = fields.filter((field) => errors[field]);
  known.forEach((field, index) =>
    setError(field, { type: 'server', message: errors[field] }, { shouldFocus: index === 0 }),
  );
  return known.length > 0;
}
