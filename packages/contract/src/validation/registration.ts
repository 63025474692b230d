import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, requiredString, requiredText, withMatchingPasswords } from './fields';

const { required, minLength4, minLength6, maxLength15, invalidEmail, captchaRequired, usernameWithAt } =
  messages.validation;

/** A username never contains '@', so that it can never stand for an e-mail at the login (which takes both). */
const username = requiredText(required, 15)
  .min(4, { error: minLength4 })
  .max(15, { error: maxLength15 })
  .refine((value) => !value.includes('@'), { error: usernameWithAt });
/** An e-mail address, lower-cased. */
export const emailField = () =>
  requiredText(required, TEXT_MAX.email)
    .toLowerCase()
    .pipe(z.email({ error: invalidEmail }));
const email = emailField();
const password = requiredString(required, 15).min(6, { error: minLength6 }).max(15, { error: maxLength15 });

/** The registration form (/registro). The captcha is checked apart, before the payload is built. */
export const registrationSchema = withMatchingPasswords(
  z.object({
    username,
    email,
    password,
    confirmPassword: password,
  }),
);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationOutput = z.output<typeof registrationSchema>;

/** The body of POST /user/register: the form without the confirmation, plus the solved captcha. */
export const registerPayloadSchema = z.object({
  username,
  email,
  password,
  altcha: requiredString(captchaRequired, TEXT_MAX.token),
});
export type RegisterPayloadInput = z.input<typeof registerPayloadSchema>;
export type RegisterPayload = z.output<typeof registerPayloadSchema>;
