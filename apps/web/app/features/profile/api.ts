import {
  attendanceEndpoints,
  AVATAR_FIELD,
  authEndpoints,
  certificateEndpoints,
  constellatorEndpoints,
  personalDataEndpoints,
  profileEndpoints,
  purchaseEndpoints,
  waitingListEndpoints,
  type CertificateRequest,
  type ConstellatorConsent,
  type ProfileInput,
} from '@constelaciones/contract';
import { call, download } from '../../lib/client';

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
/** Her paid modules: hours attended, finished or not and why, what she may still miss in the current one. */
export const myAttendance = async () => (await call(attendanceEndpoints.mine, {})).modules;

export const myPurchaseDates = async () => (await call(purchaseEndpoints.calendar, {})).dates;

/** Whether the person agreed to appear on /consteladores, and with which contact data. */
export const myConstellatorConsent = async () => (await call(constellatorEndpoints.consent, {})).consent;

export const saveConstellatorConsent = (body: ConstellatorConsent) =>
  call(constellatorEndpoints.saveConsent, { body });

/** 'Mis datos': everything the site holds about the caller. */
export const myData = () => call(personalDataEndpoints.myData, {});

/** 'Descargar mis datos': the same, as the JSON file the server names. */
export const downloadMyData = () => download(personalDataEndpoints.myData, {});

/** 'Eliminar mi cuenta', confirmed with the password. */
export const deleteMyAccount = (password: string) =>
  call(personalDataEndpoints.deleteAccount, { body: { password } });

/** An account without a password asks for the e-mailed link that confirms its deletion. */
export const askDeletionLink = () => call(personalDataEndpoints.deletionLink, {});

/** The e-mailed link's token: no session needed (the link may be opened on another device). */
export const confirmDeletion = (token: string) =>
  call(personalDataEndpoints.confirmDeletion, { body: { token } }, { token: null });

/** The student's waiting lists, with her place in each ('Mis Cursos'). */
export const myWaitingLists = async () => (await call(waitingListEndpoints.mine, {})).entries;

/** 'Salir de la lista de espera'. */
export const leaveWaitingList = (id: string) => call(waitingListEndpoints.leave, { params: { id } });

/** Whether she finished the training, and her certificates issued so far ('Mis Cursos'). */
export const myCertificates = () => call(certificateEndpoints.mine, {});

/** 'Descargar certificado': issued the first time, the same one after; the PDF the server names. */
export const downloadCertificate = (body: CertificateRequest) =>
  download(certificateEndpoints.issue, { body });
