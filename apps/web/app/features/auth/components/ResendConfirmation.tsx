import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages, resendConfirmationSchema, type ResendConfirmationInput } from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { errorMessage } from '../../../lib/errorMessage';
import { resendConfirmation } from '../api';
import { ResultAlert, type Result } from './ResultAlert';

/**
 * Shown when a login is refused because the account is not confirmed: asks for the e-mail (filled in when
 * the visitor logged in with it) and sends the confirmation link again.
 */
export function ResendConfirmation({ user, reason }: { user: string; reason: string }) {
  const [result, setResult] = useState<Result>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResendConfirmationInput>({
    resolver: zodResolver(resendConfirmationSchema),
    defaultValues: { email: user.includes('@') ? user : '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const { msg } = await resendConfirmation(email);
      setResult({ ok: true, msg });
    } catch (error) {
      setResult({ ok: false, msg: errorMessage(error) });
    }
  });

  return (
    <section className="resend-confirmation mt-4" aria-labelledby="resend-title">
      <h2 id="resend-title" className="h5">
        ¿No te llegó el correo?
      </h2>
      <p>{reason}</p>
      <form onSubmit={submit} noValidate>
        <FormField label="Correo electrónico" error={errors.email?.message}>
          {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
        <SubmitButton pending={isSubmitting} className="btn btn-outline-primary w-100">
          {messages.auth.resendConfirmation}
        </SubmitButton>
      </form>
      <ResultAlert result={result} className="mt-3 mb-0" />
    </section>
  );
}
