import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, requiredString, requiredText, withMatchingPasswords } from './fields';

const { requiredField, invalidRecoveryEmail, newPasswordMinLength, maxLength15 } = messages.validation;

const RECOVERY_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

/** The recovery modal 'Recuperar mi cuenta', and the body of POST /user/recovery. */
export const recoveryEmailSchema = z.object({
  email: requiredText(requiredField, TEXT_MAX.email).regex(RECOVERY_EMAIL, { error: invalidRecoveryEmail }),
});
export type RecoveryEmailInput = z.input<typeof recoveryEmailSchema>;
export type RecoveryEmailOutput = z.output<typeof recoveryEmailSchema>;

// Login accepts at most 15 characters: a longer new password could never be used to log in.
const newPassword = requiredString(requiredField, 15)
  .min(6, { error: newPasswordMinLength })
  .max(15, { error: maxLength15 });

/** The new-password form of /recover-password/{uuid}. */
export const newPasswordSchema = withMatchingPasswords(
  z.object({
    password: newPassword,
    confirmPassword: newPassword,
  }),
);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordOutput = z.output<typeof newPasswordSchema>;

/** The body of POST /user/recovery-password: `uuid` is the single-use token of the recovery link. */
export const newPasswordPayloadSchema = z.object({
  password: newPassword,
  uuid: requiredString(requiredField, TEXT_MAX.token),
});
export type NewPasswordPayloadInput = z.input<typeof newPasswordPayloadSchema>;
export type NewPasswordPayload = z.output<typeof newPasswordPayloadSchema>;
