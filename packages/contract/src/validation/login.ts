import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, requiredString, requiredText } from './fields';

const { required, minLength4, maxLength15 } = messages.validation;

/** A password as the login form takes it. */
export const loginPasswordField = () =>
  requiredString(required, 15).min(4, { error: minLength4 }).max(15, { error: maxLength15 });

/** The login form, and the body of POST /user/login: `user` is a username or an e-mail. */
export const loginSchema = z.object({
  user: requiredText(required, TEXT_MAX.email).min(4, { error: minLength4 }),
  password: loginPasswordField(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginOutput = z.output<typeof loginSchema>;
