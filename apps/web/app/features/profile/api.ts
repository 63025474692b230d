import { AVATAR_FIELD, profileEndpoints, type ProfileInput } from '@constelaciones/contract';
import { call } from '../../lib/client';

/** 'Editar perfil': the form's fields only. */
export const updateProfile = (body: ProfileInput) => call(profileEndpoints.update, { body });

/** The new avatar, as the multipart file part the server reads; answers its file name under /img. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  const { avatar } = await call(profileEndpoints.updateAvatar, { body: form });
  return avatar;
}
