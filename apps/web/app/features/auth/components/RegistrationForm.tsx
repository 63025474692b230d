import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  messages,
  registrationSchema,
  type RegisterPayloadInput,
  type RegistrationInput,
  type RegistrationOutput,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showErrorToast } from '../../../components/ui/popups';
import { NewTabLink } from '../../../components/ui/NewTabLink';
import { errorMessage } from '../../../lib/errorMessage';
import { paths } from '../../../lib/paths';
import { register as registerAccount } from '../api';
import { Captcha } from './Captcha';

/**
 * Username, e-mail, password and its confirmation with the spec's rules, plus the captcha: without its
 * solution nothing is sent. The confirmation is not sent either. `onRegistered` gets the server's message.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (msg: string) => void }) {
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  // A solved challenge is single use: a new attempt needs a new one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
  });

  const followCaptcha = useCallback((solution: string | null) => {
    setCaptcha(solution);
    if (solution) setCaptchaError(undefined);
  }, []);

  const requireCaptcha = () => {
    if (!captcha) setCaptchaError(messages.validation.captchaRequired);
    return captcha;
  };

  const submit = handleSubmit(async ({ username, email, password }) => {
    const altcha = requireCaptcha();
    if (!altcha) return;
    const body: RegisterPayloadInput = { username, email, password, altcha };
    try {
      const { msg } = await registerAccount(body);
      onRegistered(msg);
    } catch (error) {
      showServerFieldErrors(error, ['username', 'email', 'password'], setError);
      void showErrorToast(errorMessage(error));
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
  }, requireCaptcha);

  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Nombre de usuario" error={errors.username?.message}>
        {(control) => (
          <input
            {...control}
            {...register('username')}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
          />
        )}
      </FormField>
      <FormField label="Correo electrónico" error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField label="Contraseña" error={errors.password?.message}>
        {(control) => (
          <input {...control} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField label="Repetir contraseña" error={errors.confirmPassword?.message}>
        {(control) => (
          <input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Captcha key={captchaRound} onChange={followCaptcha} error={captchaError} />
      <SubmitButton pending={isSubmitting} className="btn btn-primary w-100">
        Registrarme
      </SubmitButton>
      <p className="form-text text-center mt-2 mb-0">
        {messages.legal.registrationNotice}{' '}
        <NewTabLink href={paths.privacy}>{messages.legal.privacyTitle}</NewTabLink>.
      </p>
    </form>
  );
}
