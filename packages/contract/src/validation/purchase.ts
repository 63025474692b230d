import { z } from 'zod';
import { messages } from '../messages';
import { booleanField } from './fields';

/** The enrolment edit form (administrar-inscripto), and the body of PUT /purchases/edit/{id}. */
export const purchaseEditSchema = z.object({
  finish: booleanField(messages.validation.required),
});
export type PurchaseEditInput = z.input<typeof purchaseEditSchema>;
export type PurchaseEditOutput = z.output<typeof purchaseEditSchema>;
