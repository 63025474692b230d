import { z } from 'zod';
import { userSchema } from './entities';
import { TEXT_MAX, requiredString } from './validation/fields';
import { recoveryEmailSchema } from './validation/recovery';
import { messages } from './messages';

/*
 * Request and response bodies of the account routes (under /api). The form bodies (login, registration,
 * recovery, new password, profile) are the schemas of ./validation; this file adds the rest.
 * Every failure answers `{ msg }` in Spanish (`messageResponseSchema`), plus `errors` (field → message)
 * when the body is invalid (400).
 */

/** Any answer that only carries a message for the user: successes and failures alike. */
export const messageResponseSchema = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A 400 for an invalid body: `msg` is the first field's message, `errors` maps each field to its message. */
export const validationErrorSchema = messageResponseSchema.extend({
  errors: z.record(z.string(), z.string()).optional(),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** POST /user/login and POST /user/google-login answer 200 with the session token and the user. */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  msg: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The code of the 403 answered by POST /user/login while the account is not confirmed. */
export const UNCONFIRMED = 'UNCONFIRMED';
export const unconfirmedErrorSchema = messageResponseSchema.extend({ code: z.literal(UNCONFIRMED) });
export type UnconfirmedError = z.infer<typeof unconfirmedErrorSchema>;

/** GET /user/relogged (with token). */
export const reloggedResponseSchema = z.object({ status: z.literal('ok'), user: userSchema });
export type ReloggedResponse = z.infer<typeof reloggedResponseSchema>;

/** GET /user/confirm/:token — the token of the e-mailed link /confirm/{token}. */
export const confirmParamsSchema = z.object({
  token: requiredString(messages.auth.confirmationInvalid, TEXT_MAX.token),
});
export type ConfirmParams = z.infer<typeof confirmParamsSchema>;

/** POST /user/resend-confirmation: the same e-mail rules as the recovery request. */
export const resendConfirmationSchema = recoveryEmailSchema;
export type ResendConfirmationInput = z.input<typeof resendConfirmationSchema>;

/** GET /user/oidc/config: whether social login is configured (the web hides its button otherwise). */
export const oidcConfigResponseSchema = z.object({ enabled: z.boolean() });
export type OidcConfigResponse = z.infer<typeof oidcConfigResponseSchema>;

/**
 * GET /user/oidc/start: the provider's authorization URL to open in the popup. It returns to
 * {PUBLIC_URL}/auth/callback with `id_token` and `state` in the URL fragment.
 */
export const oidcStartResponseSchema = z.object({ url: z.string() });
export type OidcStartResponse = z.infer<typeof oidcStartResponseSchema>;

/** POST /user/google-login: what the callback page read from the fragment, as received. */
export const googleLoginSchema = z.object({
  idToken: requiredString(messages.auth.socialLoginFailed, TEXT_MAX.token),
  state: requiredString(messages.auth.socialLoginFailed, TEXT_MAX.token),
});
export type GoogleLoginInput = z.input<typeof googleLoginSchema>;

/** PUT /user/update-user (body: profileSchema). */
export const profileUpdateResponseSchema = z.object({ user: userSchema, msg: z.string() });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * The multipart file field of PUT /user/update-avatar-user. Uploads follow the site's image rules: JPEG, PNG,
 * WebP or GIF by their bytes, at most 8 MB ('El archivo debe ser una imagen', 'La imagen es requerida').
 */
export const AVATAR_FIELD = 'avatar';

/** PUT /user/update-avatar-user: the new image's file name, served at /img/{avatar}. */
export const avatarResponseSchema = z.object({ avatar: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** GET /auth/admin/profile (with an admin token). */
export const adminProfileResponseSchema = z.object({ admin: userSchema });
export type AdminProfileResponse = z.infer<typeof adminProfileResponseSchema>;

/**
 * GET /captcha/config: which captcha the registration form shows. Either way the solution travels in the
 * registration body's `altcha` field (the ALTCHA widget's payload, or reCAPTCHA's response token).
 * The ALTCHA widget fetches its challenge from GET /api/altcha/challenge.
 */
export const captchaConfigResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type CaptchaConfigResponse = z.infer<typeof captchaConfigResponseSchema>;
