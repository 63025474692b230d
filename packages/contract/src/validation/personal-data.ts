import { z } from 'zod';
import { personalDataMessages } from '../personal-data-messages';
import { TEXT_MAX, requiredString } from './fields';
import { loginPasswordField } from './login';

/** 'Eliminar mi cuenta', confirmed with the password (the body of POST /user/delete-account). */
export const accountDeletionSchema = z.object({ password: loginPasswordField() });
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** The e-mailed link's single-use token (the body of POST /user/delete-account/confirm). */
export const deletionConfirmSchema = z.object({
  token: requiredString(personalDataMessages.linkInvalid, TEXT_MAX.token),
});
