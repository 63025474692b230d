import { z } from 'zod';
import {
  AVATAR_FIELD,
  adminProfileResponseSchema,
  avatarResponseSchema,
  captchaConfigResponseSchema,
  confirmParamsSchema,
  googleLoginSchema,
  loginResponseSchema,
  messageResponseSchema,
  oidcConfigResponseSchema,
  oidcStartResponseSchema,
  profileUpdateResponseSchema,
  reloggedResponseSchema,
  resendConfirmationSchema,
} from '../auth';
import { loginSchema } from '../validation/login';
import { profileSchema } from '../validation/profile';
import { newPasswordPayloadSchema, recoveryEmailSchema } from '../validation/recovery';
import { registerPayloadSchema } from '../validation/registration';
import { endpoint } from './endpoint';

/*
 * The account routes: registration, e-mailed links, sessions, social login, the captcha and the profile.
 * Failures answer `{ msg }` in Spanish (plus `errors` on a 400, `code: 'UNCONFIRMED'` on the login's 403).
 */

/**
 * The ALTCHA widget's challenge as altcha-lib builds it. Loose: the signature covers every parameter, so
 * none may be dropped on the way out.
 */
export const altchaChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number() }),
  signature: z.string(),
});

export const authEndpoints = {
  /** The captcha is checked first, so that no robot learns which usernames or e-mails exist. */
  register: endpoint({
    method: 'POST',
    path: '/user/register',
    access: 'public',
    body: registerPayloadSchema,
    status: 201,
    response: messageResponseSchema,
  }),
  /** The single-use token of the e-mailed link /confirm/{token}. */
  confirm: endpoint({
    method: 'GET',
    path: '/user/confirm/:token',
    access: 'public',
    params: confirmParamsSchema,
    response: messageResponseSchema,
  }),
  /** The same answer whether or not the address has an account. */
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/user/resend-confirmation',
    access: 'public',
    body: resendConfirmationSchema,
    response: messageResponseSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    access: 'public',
    body: loginSchema,
    response: loginResponseSchema,
  }),
  /** The stored session, checked on every page load. */
  relogged: endpoint({
    method: 'GET',
    path: '/user/relogged',
    access: 'user',
    response: reloggedResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/user/logout',
    access: 'user',
    response: messageResponseSchema,
  }),
  /** 'Cerrar sesión en los demás dispositivos': every session of the account but the caller's ends. */
  logoutOthers: endpoint({
    method: 'POST',
    path: '/user/logout-others',
    access: 'user',
    response: messageResponseSchema,
  }),
  /** The same answer whether or not the address is registered. */
  recovery: endpoint({
    method: 'POST',
    path: '/user/recovery',
    access: 'public',
    body: recoveryEmailSchema,
    response: messageResponseSchema,
  }),
  /** The new password, with the recovery link's token as `uuid`; every session of the account ends. */
  recoveryPassword: endpoint({
    method: 'POST',
    path: '/user/recovery-password',
    access: 'public',
    body: newPasswordPayloadSchema,
    response: messageResponseSchema,
  }),
};

export const socialLoginEndpoints = {
  oidcConfig: endpoint({
    method: 'GET',
    path: '/user/oidc/config',
    access: 'public',
    response: oidcConfigResponseSchema,
  }),
  /** 404 while social login is not configured. */
  oidcStart: endpoint({
    method: 'GET',
    path: '/user/oidc/start',
    access: 'public',
    response: oidcStartResponseSchema,
  }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/user/google-login',
    access: 'public',
    body: googleLoginSchema,
    response: loginResponseSchema,
  }),
};

export const captchaEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/captcha/config',
    access: 'public',
    response: captchaConfigResponseSchema,
  }),
  /** Fetched by the ALTCHA widget itself; 404 while reCAPTCHA is configured instead. */
  altchaChallenge: endpoint({
    method: 'GET',
    path: '/altcha/challenge',
    access: 'public',
    response: altchaChallengeSchema,
  }),
};

export const profileEndpoints = {
  /** Only the form's fields: nobody changes their role or e-mail here. */
  update: endpoint({
    method: 'PUT',
    path: '/user/update-user',
    access: 'user',
    body: profileSchema,
    response: profileUpdateResponseSchema,
  }),
  /** The image travels as the file part `avatar` (required); the server checks its bytes. */
  updateAvatar: endpoint({
    method: 'PUT',
    path: '/user/update-avatar-user',
    access: 'user',
    multipart: { fields: z.object({}), file: AVATAR_FIELD },
    response: avatarResponseSchema,
  }),
  adminProfile: endpoint({
    method: 'GET',
    path: '/auth/admin/profile',
    access: 'admin',
    response: adminProfileResponseSchema,
  }),
};
