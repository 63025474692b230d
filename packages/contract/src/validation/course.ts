import { z } from 'zod';
import { COURSE_SLUGS } from '../entities';
import { messages } from '../messages';
import {
  TEXT_MAX,
  booleanField,
  calendarDateField,
  installmentsField,
  linkField,
  numberField,
  priceField,
  requiredText,
} from './fields';
import { capacityField } from '../places';

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
  /** 'Avisar a los inscriptos': when the date or hour changes, each enrolled student is e-mailed. */
  notify: booleanField(required).default(false),
  /** 'Cupo' of the current date: empty, no limit. */
  capacity: capacityField(),
  installments: installmentsField(),
});
export type CourseEditInput = z.input<typeof courseEditSchema>;
export type CourseEditOutput = z.output<typeof courseEditSchema>;

/**
 * The body of POST /courses/create: the edit form's fields plus the workshop page it belongs to and its title
 * (only the spec's calls create courses; the admin screens edit the two that exist).
 */
export const courseCreateSchema = courseEditSchema.omit({ notify: true }).extend({
  slug: z.enum(COURSE_SLUGS, { error: messages.server.invalidInput }),
  title: requiredText(messages.validation.titleRequired, TEXT_MAX.title),
});
export type CourseCreateOutput = z.output<typeof courseCreateSchema>;
