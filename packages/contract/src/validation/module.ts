import { z } from 'zod';
import { messages } from '../messages';
import { capacityField } from '../places';
import { booleanField, installmentsField, instantField, linkField, priceField } from './fields';

const { required, dateRequired, pricePesosRequired, priceDolarRequired } = messages.validation;

/** The module edit form, and the body of PUT /modules/edit/{id} (title and type are not editable). */
export const moduleEditSchema = z.object({
  date: instantField(dateRequired),
  pricePesos: priceField(pricePesosRequired),
  priceDolar: priceField(priceDolarRequired),
  link_intro: linkField(),
  link: linkField(),
  open: booleanField(required),
  enabled: booleanField(required),
  /** 'Avisar a los inscriptos': when the date or hour changes, each enrolled student is e-mailed. */
  notify: booleanField(required).default(false),
  /** 'Cupo' of a live module: empty, no limit. */
  capacity: capacityField(),
  installments: installmentsField(),
});
export type ModuleEditInput = z.input<typeof moduleEditSchema>;
export type ModuleEditOutput = z.output<typeof moduleEditSchema>;
