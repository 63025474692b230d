import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, requiredText } from './fields';
import { loginPasswordField } from './login';
import { emailField } from './registration';

/**
 * The first-start setup form (/configuracion-inicial/{token}): the owner's name, the e-mail and password she logs
 * in with (the login form's limits), and the address where the site's notices reach her.
 */
export const setupSchema = z.object({
  name: requiredText(messages.setup.nameRequired, TEXT_MAX.name),
  email: emailField(),
  password: loginPasswordField(),
  noticesEmail: emailField(),
});
export type SetupInput = z.input<typeof setupSchema>;
export type SetupOutput = z.output<typeof setupSchema>;
