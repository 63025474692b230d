import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';

interface Props<Values extends FieldValues, Output> {
  /** The form and its submit, from useSaveForm. */
  form: UseFormReturn<Values, unknown, Output>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The main button's text. */
  action: string;
  children: ReactNode;
}

/**
 * An admin form: its fields (bound by name to the form, see fields.tsx) and the main button, disabled while
 * saving. Rules are checked by the form, not the browser.
 */
export function AdminForm<Values extends FieldValues, Output>({
  form,
  submit,
  action,
  children,
}: Props<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="admin-form">
        {children}
        <div className="d-flex justify-content-end">
          <SubmitButton pending={form.formState.isSubmitting}>{action}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
