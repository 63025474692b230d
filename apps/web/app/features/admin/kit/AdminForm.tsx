import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { ReadOnlyFacts } from './ReadOnlyFacts';

interface Props<Values extends FieldValues, Output> {
  /** The form and its submit, from useSaveForm. */
  form: UseFormReturn<Values, unknown, Output>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The main button's text. */
  action: string;
  /** The main button's value, when other submit buttons share the form. */
  submitValue?: string;
  /** Other submit buttons, before the main one (e.g. 'Guardar borrador' beside 'Publicar'). */
  moreActions?: ReactNode;
  /** What the form shows of the item but does not let change (a course's title), above the fields. */
  facts?: [label: string, value: string][];
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
  submitValue,
  moreActions,
  facts,
  children,
}: Props<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="admin-form">
        {facts && <ReadOnlyFacts facts={facts} />}
        {children}
        <div className="d-flex flex-wrap justify-content-end gap-2">
          {moreActions}
          <SubmitButton pending={form.formState.isSubmitting} value={submitValue}>
            {action}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
