import { Form, useNavigation } from 'react-router';
import { withdrawalMessages as texts } from '@constelaciones/contract/withdrawal-messages';
import { FormField } from '../../components/ui/form/FormField';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import type { WithdrawalField } from './submit.server';

interface Props {
  /** What was typed, after a refusal. */
  values?: Partial<Record<WithdrawalField, string>>;
  errors?: Partial<Record<string, string>>;
}

/**
 * The 'Botón de arrepentimiento' form: it posts to its own page, so it works without JavaScript; with it, React
 * Router sends it and shows the answer without a reload. The server checks it with the contract's schema and
 * answers its messages next to each field.
 */
export function WithdrawalForm({ values = {}, errors = {} }: Props) {
  const pending = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate aria-label={texts.title}>
      <FormField label={texts.name} error={errors.name}>
        {(control) => (
          <input {...control} name="name" type="text" autoComplete="name" defaultValue={values.name} />
        )}
      </FormField>
      <FormField label={texts.email} error={errors.email}>
        {(control) => (
          <input {...control} name="email" type="email" autoComplete="email" defaultValue={values.email} />
        )}
      </FormField>
      <FormField label={texts.reference} error={errors.reference}>
        {(control) => (
          <>
            <input
              {...control}
              name="reference"
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={values.reference}
              aria-describedby={[control['aria-describedby'], 'referencia-ayuda'].filter(Boolean).join(' ')}
            />
            <div id="referencia-ayuda" className="form-text">
              {texts.referenceHint}
            </div>
          </>
        )}
      </FormField>
      <FormField label={texts.reason} error={errors.reason}>
        {(control) => <textarea {...control} name="reason" rows={3} defaultValue={values.reason} />}
      </FormField>
      <SubmitButton pending={pending} className="btn btn-primary w-100">
        {texts.submit}
      </SubmitButton>
    </Form>
  );
}
