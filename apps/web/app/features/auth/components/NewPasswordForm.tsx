import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  newPasswordSchema,
  type NewPasswordInput,
  type NewPasswordOutput,
  type NewPasswordPayloadInput,
} from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { showErrorToast } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/errorMessage';
import { setNewPassword } from '../api';

interface Props {
  /** The single-use token of the e-mailed link. */
  uuid: string;
  onChanged: (msg: string) => void;
}

/** The new password and its repetition, with the spec's rules; the server's message as a toast on failure. */
export function NewPasswordForm({ uuid, onChanged }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ password }) => {
    const body: NewPasswordPayloadInput = { password, uuid };
    try {
      const { msg } = await setNewPassword(body);
      onChanged(msg);
    } catch (error) {
      void showErrorToast(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Nueva contraseña" error={errors.password?.message}>
        {(control) => (
          <input {...control} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField label="Repetir la contraseña" error={errors.confirmPassword?.message}>
        {(control) => (
          <input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} className="btn btn-primary w-100">
        Guardar la contraseña
      </SubmitButton>
    </form>
  );
}
