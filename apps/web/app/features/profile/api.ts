import { AVATAR_FIELD, profileEndpoints } from '@constelaciones/contract';
import { call } from '../../lib/client';

/** The new avatar, as the multipart file part the server reads; answers its file name under /img. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  const { avatar } = await call(profileEndpoints.updateAvatar, { body: form });
  return avatar;
}
