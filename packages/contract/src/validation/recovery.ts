import { z } from 'zod';
import { messages } from '../messages';
import { requiredString, requiredText, withMatchingPasswords } from './fields';

const { requiredField, invalidRecoveryEmail, newPasswordMinLength } = messages.validation;

const RECOVERY_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

/** The recovery modal 'Recuperar mi cuenta', and the body of POST /user/recovery. */
export const recoveryEmailSchema = z.object({
  email: requiredText(requiredField).regex(RECOVERY_EMAIL, { error: invalidRecoveryEmail }),
});
export type RecoveryEmailInput = z.input<typeof recoveryEmailSchema>;
export type RecoveryEmailOutput = z.output<typeof recoveryEmailSchema>;

const newPassword = requiredString(requiredField).min(6, { error: newPasswordMinLength });

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
  uuid: requiredString(requiredField),
});
export type NewPasswordPayloadInput = z.input<typeof newPasswordPayloadSchema>;
export type NewPasswordPayload = z.output<typeof newPasswordPayloadSchema>;
