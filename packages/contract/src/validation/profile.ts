import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, calendarDateField, countryField, requiredText } from './fields';

/** The profile form 'Editar perfil', and the body of PUT /user/update-user. */
export const profileSchema = z.object({
  firstName: requiredText(messages.validation.nameRequired, TEXT_MAX.name),
  lastName: requiredText(messages.validation.lastNameRequired, TEXT_MAX.name),
  birthday: calendarDateField(messages.validation.birthdayRequired),
  phone: requiredText(messages.validation.phoneRequired, TEXT_MAX.phone),
  country: countryField(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileOutput = z.output<typeof profileSchema>;
