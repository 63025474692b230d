import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  messages,
  profileEndpoints,
  profileSchema,
  type ProfileInput,
  type ProfileOutput,
  type User,
} from '@constelaciones/contract';
import { PersonFields } from '../../components/ui/form/PersonFields';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { showServerFieldErrors } from '../../components/ui/form/serverErrors';
import { confirmAction, showError, showSuccess } from '../../components/ui/popups';
import { call } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';
import { paths } from '../../lib/paths';
import { updateUser } from '../auth/store';
import { uploadAvatar } from './api';
import { AvatarField } from './AvatarField';

const FIELDS = ['firstName', 'lastName', 'birthday', 'phone', 'country'] as const;

const profileOf = (user: User): ProfileInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthday: user.dateOfBirth?.slice(0, 10) ?? '',
  phone: user.phone,
  country: user.country,
});

const initialsOf = (user: User) =>
  (user.firstName.charAt(0) + user.lastName.charAt(0) || user.username.charAt(0)).toUpperCase();

/**
 * 'Editar perfil': names, avatar, birthday, phone and country, saved after 'Quieres editar?'. The stored user
 * is updated; 'Usuario actualizado con éxito' or 'No se pudo actualizar el usuario' tell the outcome.
 */
export function ProfileForm({ user }: { user: User }) {
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string>();
  // Not react-hook-form's isSubmitting: that also covers the time the question is on screen.
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileOf(user),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (profile) => {
    if (!(await confirmAction(messages.profile.editConfirm, 'Sí, editar'))) return;
    setSaving(true);
    try {
      if (avatarFile) {
        const avatar = await uploadAvatar(avatarFile).catch((error: unknown) => {
          setAvatarError(errorMessage(error));
          throw error;
        });
        updateUser({ ...user, avatar });
        setAvatarFile(null);
      }
      // The form's fields only.
      const { user: updated } = await call(profileEndpoints.update, { body: profile });
      updateUser(updated);
      reset(profileOf(updated));
      void showSuccess(messages.profile.updated);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      void showError(messages.profile.updateFailed);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="profile-form">
      <AvatarField
        current={user.avatar}
        initials={initialsOf(user)}
        file={avatarFile}
        onChange={(file) => {
          setAvatarFile(file);
          setAvatarError(undefined);
        }}
        error={avatarError}
      />
      <div className="row gx-md-3">
        <PersonFields field={(name) => register(name)} errors={errors} half="col-md-6" />
      </div>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <Link
          className="btn btn-outline-secondary"
          to={user.role === 'ADMIN' ? paths.admin : paths.dashboard}
        >
          Cancelar
        </Link>
        <SubmitButton pending={saving}>Guardar cambios</SubmitButton>
      </div>
    </form>
  );
}
