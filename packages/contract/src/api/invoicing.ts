import { z } from 'zod';
import {
  ARCA_ENVIRONMENTS,
  DOLLAR_INVOICING,
  invoicingSettingsEditSchema,
} from '../validation/invoicing-settings';
import { idParamsSchema, endpoint } from './endpoint';

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** pending: asked or about to be asked of ARCA; skipped: a dollar payment she invoices elsewhere. */
export const INVOICE_STATES = ['pending', 'authorised', 'rejected', 'skipped'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Her saved settings as the admin shows them: never the private key, only whether one is kept. */
export const invoicingSettingsSchema = z.object({
  configured: z.boolean(),
  active: z.boolean(),
  cuit: z.string(),
  pointOfSale: z.number().int().nullable(),
  name: z.string(),
  address: z.string(),
  grossIncome: z.string(),
  activityStart: z.string().nullable(),
  environment: z.enum(ARCA_ENVIRONMENTS),
  dollars: z.enum(DOLLAR_INVOICING),
  /** What the saved certificate says of itself; null while none is saved. */
  certificate: z
    .object({ alias: z.string(), cuit: z.string(), notAfter: z.string(), issuer: z.string() })
    .nullable(),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

/** One Factura C or Nota de Crédito C, as the owner's list and the buyer's 'Mis Cursos' show it. */
export const invoiceSchema = z.object({
  _id: z.string(),
  purchaseId: z.string(),
  kind: z.enum(INVOICE_KINDS),
  state: z.enum(INVOICE_STATES),
  /** '00003-00000012' once numbered; null before. */
  number: z.string().nullable(),
  /** The comprobante's date, 'YYYY-MM-DD'. */
  date: z.string().nullable(),
  total: z.number(),
  currency: z.enum(['ARS', 'USD']),
  buyer: z.string(),
  item: z.string(),
  reference: z.string(),
  cae: z.string().nullable(),
  caeDue: z.string().nullable(),
  environment: z.enum(ARCA_ENVIRONMENTS),
  /** ARCA's code and what to do, for a rejection or a failed attempt. */
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * Factura C through ARCA (docs/decisions/069-factura-c.md): the owner's settings and connection test, her list
 * of comprobantes and a retry of a rejected one; the buyer's own, and the PDF for the buyer or the owner.
 */
export const invoicingEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/invoicing',
    access: 'admin',
    response: invoicingSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/admin/invoicing',
    access: 'admin',
    body: invoicingSettingsEditSchema,
    response: z.object({ settings: invoicingSettingsSchema, msg: z.string() }),
  }),
  /** 'Probar conexión': an access ticket and her points of sale, or what is wrong in Spanish (400). */
  test: endpoint({
    method: 'POST',
    path: '/admin/invoicing/test',
    access: 'admin',
    response: z.object({ pointsOfSale: z.array(z.number().int()), msg: z.string() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/invoices',
    access: 'admin',
    response: z.object({ invoices: z.array(invoiceSchema) }),
  }),
  /** Asks ARCA again for a rejected comprobante, once she fixed what its problem said. */
  retry: endpoint({
    method: 'POST',
    path: '/admin/invoices/:id/retry',
    access: 'admin',
    params: idParamsSchema,
    response: z.object({ invoice: invoiceSchema, msg: z.string() }),
  }),
  /** The caller's authorised comprobantes, for 'Mis Cursos'. */
  mine: endpoint({
    method: 'GET',
    path: '/invoices/mine',
    access: 'user',
    response: z.object({ invoices: z.array(invoiceSchema) }),
  }),
  /** An authorised comprobante's PDF: its buyer's or the owner's; anyone else's answers 404. */
  pdf: endpoint({
    method: 'GET',
    path: '/invoices/:id/pdf',
    access: 'user',
    params: idParamsSchema,
    response: z.string(),
  }),
};
