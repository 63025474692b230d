import {
  AVATAR_FIELD,
  authEndpoints,
  constellatorEndpoints,
  profileEndpoints,
  purchaseEndpoints,
  type ConstellatorConsent,
  type ProfileInput,
} from '@constelaciones/contract';
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

/** 'Cerrar sesión en los demás dispositivos': the account's other sessions end, this one goes on. */
export const logOutOthers = () => call(authEndpoints.logoutOthers, {});

/** The student's purchases, newest first ('Mis Cursos'). */
export const myPurchases = async () => (await call(purchaseEndpoints.mine, {})).purchases;

/** The dates ahead of the student's purchases, to add to a calendar. */
export const myPurchaseDates = async () => (await call(purchaseEndpoints.calendar, {})).dates;

/** Whether the person agreed to appear on /consteladores, and with which contact data. */
export const myConstellatorConsent = async () => (await call(constellatorEndpoints.consent, {})).consent;

export const saveConstellatorConsent = (body: ConstellatorConsent) =>
  call(constellatorEndpoints.saveConsent, { body });
