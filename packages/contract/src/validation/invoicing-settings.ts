import { z } from 'zod';
import { invoicingMessages as texts } from '../invoicing-messages';
import { isValidCuit } from './payment-settings';
import { TEXT_MAX, booleanField, calendarDateField, numberField, requiredText } from './fields';

export const ARCA_ENVIRONMENTS = ['homologacion', 'produccion'] as const;
export type ArcaEnvironment = (typeof ARCA_ENVIRONMENTS)[number];
/** What the site does with a payment in dollars: a Factura C in dollars, or nothing (her accountant's). */
export const DOLLAR_INVOICING = ['invoice', 'skip'] as const;
export type DollarInvoicing = (typeof DOLLAR_INVOICING)[number];

/** A PEM file's text: far above a 4096-bit certificate chain, far below what a request could carry. */
export const PEM_MAX = 20_000;

/** A PEM text pasted or read from a file; empty means 'keep the one saved'. */
const pem = (message: string) =>
  z
    .string({ error: message })
    .max(PEM_MAX, { error: message })
    .transform((text) => text.trim())
    .optional()
    .default('');

/**
 * The owner's invoicing settings, the body of PUT /admin/invoicing. The certificate and the key travel
 * together, once: left empty, the saved ones are kept (the key is never sent back to the browser).
 */
export const invoicingSettingsEditSchema = z.object({
  active: booleanField(texts.notConfigured),
  cuit: requiredText(texts.cuitInvalid, 20)
    .refine(isValidCuit, { error: texts.cuitInvalid })
    .transform((value) => value.replace(/[-\s]/g, '')),
  pointOfSale: numberField(texts.pointOfSaleInvalid).pipe(
    z
      .number()
      .int({ error: texts.pointOfSaleInvalid })
      .min(1, { error: texts.pointOfSaleInvalid })
      .max(99_998, { error: texts.pointOfSaleInvalid }),
  ),
  name: requiredText(texts.nameRequired, TEXT_MAX.title),
  address: requiredText(texts.addressRequired, TEXT_MAX.title),
  grossIncome: requiredText(texts.grossIncomeRequired, TEXT_MAX.name),
  activityStart: calendarDateField(texts.activityStartInvalid),
  environment: z.enum(ARCA_ENVIRONMENTS, { error: texts.environmentInvalid }),
  dollars: z.enum(DOLLAR_INVOICING, { error: texts.dollarsInvalid }),
  certificate: pem(texts.certificateInvalid),
  privateKey: pem(texts.keyInvalid),
});
export type InvoicingSettingsEditInput = z.input<typeof invoicingSettingsEditSchema>;
export type InvoicingSettingsEditOutput = z.output<typeof invoicingSettingsEditSchema>;
