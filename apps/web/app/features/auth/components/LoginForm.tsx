import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  loginSchema,
  UNCONFIRMED,
  type LoginInput,
  type LoginOutput,
  type LoginResponse,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../../components/ui/form/serverErrors';
import { showErrorToast } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { logIn } from '../api';

interface Props {
  onLoggedIn: (session: LoginResponse) => void;
  /** The account exists but is not confirmed yet: `user` is what the visitor typed, `reason` the server's message. */
  onUnconfirmed: (user: string, reason: string) => void;
}

/** User (username or e-mail) and password, with the spec's rules; the server's message as a toast on failure. */
export function LoginForm({ onLoggedIn, onUnconfirmed }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });

  const submit = handleSubmit(async (credentials) => {
    try {
      onLoggedIn(await logIn(credentials));
    } catch (error) {
      if (error instanceof ApiError && error.body.code === UNCONFIRMED)
        onUnconfirmed(credentials.user, errorMessage(error));
      showServerFieldErrors(error, ['user', 'password'], setError);
      void showErrorToast(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Usuario o correo electrónico" error={errors.user?.message}>
        {(control) => (
          <input
            {...control}
            {...register('user')}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
          />
        )}
      </FormField>
      <FormField label="Contraseña" error={errors.password?.message}>
        {(control) => (
          <input {...control} {...register('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} className="btn btn-primary w-100">
        Ingresar
      </SubmitButton>
    </form>
  );
}
