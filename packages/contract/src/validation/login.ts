import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, requiredString, requiredText } from './fields';

const { required, minLength4, maxLength15 } = messages.validation;

/** The login form, and the body of POST /user/login: `user` is a username or an e-mail. */
export const loginSchema = z.object({
  user: requiredText(required, TEXT_MAX.email).min(4, { error: minLength4 }),
  password: requiredString(required, 15).min(4, { error: minLength4 }).max(15, { error: maxLength15 }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginOutput = z.output<typeof loginSchema>;
