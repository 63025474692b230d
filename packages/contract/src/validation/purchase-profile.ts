import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, calendarDateField, countryField, requiredText } from './fields';

const LETTERS = /^[A-Za-z]+$/;
const DIGITS = /^\d+$/;

const lettersOnly = () =>
  requiredText(messages.validation.required, TEXT_MAX.name).regex(LETTERS, {
    error: messages.validation.lettersOnly,
  });

/**
 * The purchase modal 'Inscripción'. Its payload (all but `terms`) goes to PUT /user/update-user,
 * which the server checks with profileSchema, of which these rules are a stricter case.
 */
export const purchaseProfileSchema = z.object({
  firstName: lettersOnly(),
  lastName: lettersOnly(),
  country: countryField(),
  birthday: calendarDateField(messages.validation.required),
  phone: requiredText(messages.validation.required, TEXT_MAX.phone).regex(DIGITS, {
    error: messages.validation.digitsOnly,
  }),
  terms: z.literal(true, { error: messages.validation.acceptTerms }),
});
export type PurchaseProfileInput = z.input<typeof purchaseProfileSchema>;
export type PurchaseProfileOutput = z.output<typeof purchaseProfileSchema>;
