import { z } from 'zod';
import { messages } from '../messages';
import { calendarDateField, linkField, numberField, priceField } from './fields';

const {
  required,
  dateRequired,
  hourInteger,
  hourMin,
  hourMax,
  priceAnticipedPesosRequired,
  pricePesosRequired,
  priceDolarRequired,
} = messages.validation;

/** The course edit form, and the body of PUT /courses/edit/{id} (the title is not editable). */
export const courseEditSchema = z.object({
  day: calendarDateField(dateRequired),
  hour: numberField(required).pipe(
    z.number().int({ error: hourInteger }).min(0, { error: hourMin }).max(23, { error: hourMax }),
  ),
  priceAnticipedPesos: priceField(priceAnticipedPesosRequired),
  pricePesos: priceField(pricePesosRequired),
  priceDolar: priceField(priceDolarRequired),
  linkMP: linkField(),
  linkPP: linkField(),
});
export type CourseEditInput = z.input<typeof courseEditSchema>;
export type CourseEditOutput = z.output<typeof courseEditSchema>;
