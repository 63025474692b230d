import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { schemaFields, type FormSchema } from '../kit/schemaFields';

/** What 'Probar' last answered: the provider took the credentials, or what is wrong with them. */
export interface TestResult {
  passed: boolean;
  msg: string;
}

/**
 * 'Probar' with what she typed, before saving it: the form's rules first, then the provider through the
 * server; a 400's field messages show beside their fields, as a save's do.
 */
export function useCredentialsTest<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, Values>,
  schema: FormSchema<Values, Values>,
  test: (values: Values) => Promise<{ msg: string }>,
) {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult>();

  async function run() {
    setResult(undefined);
    // The rules without the form's submit, which would show 'Guardar' busy too.
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    setTesting(true);
    try {
      setResult({ passed: true, msg: (await test(form.getValues())).msg });
    } catch (error) {
      showServerFieldErrors(error, schemaFields(schema), form.setError);
      setResult({ passed: false, msg: errorMessage(error) });
    } finally {
      setTesting(false);
    }
  }

  return { testing, result, run };
}
