import { z } from 'zod';
import { INSCRIPTION_MODELS, WAYS_TO_PAY } from '../entities';
import { messages } from '../messages';
import { booleanField, hasNoControlCharacters, numberField, optionalText } from './fields';
import { isValidCuit } from './payment-settings';
import { discountCodeField } from './discount-code';

const purchaseId = (message: string) => z.uuid({ error: message });
const inscriptionModel = z.enum(INSCRIPTION_MODELS, { error: messages.purchase.inscriptionModelInvalid });

/**
 * GET /purchases/quote: what the person would buy, with a discount code or not; the server answers its total
 * and the ways to pay.
 */
export const purchaseQuoteQuerySchema = z.object({
  inscription: purchaseId(messages.purchase.inscriptionInvalid),
  inscriptionModel,
  /** A discount code the person typed ('Código de descuento'); the server checks it and takes it off. */
  code: discountCodeField().optional(),
});
export type PurchaseQuoteQuery = z.output<typeof purchaseQuoteQuerySchema>;

/**
 * The tabs of 'Administrar inscriptos' that list purchases ('Formación Finalizada' lists people, not
 * purchases): all; activities; live modules, and those not finished; recorded modules, and those not
 * finished; and, after the spec's, the workshop courses ('Talleres', one list per course and date:
 * docs/decisions/065-workshops-tab.md).
 */
export const PURCHASE_TABS = [
  'all',
  'activities',
  'live',
  'liveUnfinished',
  'recorded',
  'recordedUnfinished',
  'workshops',
] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];

/** The tabs shown as one list per activity, module or workshop date (accordions, each printable). */
export const GROUPED_PURCHASE_TABS = [
  'activities',
  'live',
  'liveUnfinished',
  'recorded',
  'recordedUnfinished',
  'workshops',
] as const satisfies readonly PurchaseTab[];
export type GroupedPurchaseTab = (typeof GROUPED_PURCHASE_TABS)[number];
export const isGroupedTab = (tab: PurchaseTab): tab is GroupedPurchaseTab =>
  (GROUPED_PURCHASE_TABS as readonly PurchaseTab[]).includes(tab);

/** The largest page of purchases one request may ask for. */
export const PURCHASE_PAGE_MAX = 100;

const listQueryInvalid = { error: messages.purchase.listQueryInvalid };

const tab = z.enum(PURCHASE_TABS, listQueryInvalid).default('all');
const search = z
  .string(listQueryInvalid)
  .trim()
  .max(100, listQueryInvalid)
  .refine((text) => hasNoControlCharacters(text), listQueryInvalid)
  .default('');
/** One activity's or module's purchases only (a grouped tab's list). */
const inscription = z.uuid(listQueryInvalid).optional();
/** With `inscription`, a workshop course's purchases of that date only ('YYYY-MM-DD'; the 'Talleres' tab). */
const courseDate = z.iso.date(listQueryInvalid).optional();

/**
 * GET /purchases: one tab, an optional 'Buscar alumno' text (name, surname or e-mail; the server ignores
 * accents and case), optionally one item's purchases (`inscription`, and for a workshop one date's:
 * `courseDate`), and a page (from 1) of `size` purchases.
 */
export const purchaseListQuerySchema = z.object({
  tab,
  search,
  inscription,
  courseDate,
  page: z.coerce.number(listQueryInvalid).int(listQueryInvalid).min(1, listQueryInvalid).default(1),
  size: z.coerce
    .number(listQueryInvalid)
    .int(listQueryInvalid)
    .min(1, listQueryInvalid)
    .max(PURCHASE_PAGE_MAX, listQueryInvalid)
    .default(20),
});
export type PurchaseListQuery = z.output<typeof purchaseListQuerySchema>;

/** GET /purchases/groups: a grouped tab's lists under 'Buscar alumno'. */
export const purchaseGroupsQuerySchema = z.object({
  tab: z.enum(GROUPED_PURCHASE_TABS, listQueryInvalid),
  search,
});
export type PurchaseGroupsQuery = z.output<typeof purchaseGroupsQuerySchema>;

/** GET /purchases/csv: the whole of a tab (or of one of its lists) under 'Buscar alumno', as a file. */
export const purchaseExportQuerySchema = z.object({ tab, search, inscription, courseDate });
export type PurchaseExportQuery = z.output<typeof purchaseExportQuerySchema>;

/**
 * The buyer's DNI (7 or 8 digits) or CUIL (11, with its check digit), dots, hyphens and spaces taken out: what
 * identifies a consumidor final on an invoice of IDENTIFIED_BUYER_FROM pesos or more.
 */
export const buyerDocumentSchema = z
  .string({ error: messages.purchase.documentInvalid })
  .transform((text) => text.replace(/[.\-\s]/g, ''))
  .refine((digits) => /^\d{7,8}$/.test(digits) || isValidCuit(digits), {
    error: messages.purchase.documentInvalid,
  });

/**
 * POST /purchases/create: what to buy, with a discount code or not, and how to pay, and the buyer's DNI or CUIL
 * when the quote asks for it (ignored otherwise). Nothing else: the person's fields come from the profile, and
 * the amount and currency from the database less the code's discount.
 */
export const purchaseCreateSchema = purchaseQuoteQuerySchema.extend({
  wayToPay: z.enum(WAYS_TO_PAY, { error: messages.purchase.wayToPayInvalid }),
  document: buyerDocumentSchema.optional(),
});
export type PurchaseCreateInput = z.input<typeof purchaseCreateSchema>;
export type PurchaseCreateOutput = z.output<typeof purchaseCreateSchema>;

/**
 * The purchase edit form (administrar-inscripto), and the body of PUT /purchases/edit/{id}. `pay: true`
 * confirms the payment (the same transition as 'Confirmar pago'); leaving it out changes nothing about it.
 */
export const purchaseEditSchema = z.object({
  finish: booleanField(messages.validation.required),
  pay: booleanField(messages.validation.required).optional(),
  /** Why a module's `finish` changed by hand: it is the owner's override of the attendance rule. */
  note: optionalText(1000, { lines: true }).optional(),
});
export type PurchaseEditInput = z.input<typeof purchaseEditSchema>;
export type PurchaseEditOutput = z.output<typeof purchaseEditSchema>;

/**
 * POST /checkout/transfer: the transfer modal's 'Enviar datos al correo'. `pricePurchase` is the total the
 * person saw: compared with the purchase's amount, never used.
 */
export const transferRequestSchema = z.object({
  idPurchase: purchaseId(messages.checkout.noPurchase),
  type: inscriptionModel,
  pricePurchase: numberField(messages.checkout.priceMismatch),
});
export type TransferRequestInput = z.input<typeof transferRequestSchema>;
export type TransferRequestOutput = z.output<typeof transferRequestSchema>;

/** POST /checkout/transfer-confirm: the owner's 'Confirmar pago'. */
export const transferConfirmSchema = z.object({
  idPurchase: purchaseId(messages.checkout.noPurchase),
});
export type TransferConfirmInput = z.input<typeof transferConfirmSchema>;

/**
 * POST /purchases/refund/:id: the owner's 'Reembolsar'. `key` names one intended refund, so that asking again
 * (a retry, a second click) never gives the money back twice; without it the purchase's own id is the key.
 */
export const purchaseRefundSchema = z.object({
  key: z
    .string({ error: messages.purchase.refundKeyInvalid })
    .regex(/^[\w-]{1,100}$/, { error: messages.purchase.refundKeyInvalid })
    .optional(),
});
export type PurchaseRefundInput = z.input<typeof purchaseRefundSchema>;

/** POST /checkout/mp and /checkout/pp: the caller's pending purchase to pay at the provider. */
export const providerCheckoutSchema = z.object({
  idPurchase: purchaseId(messages.checkout.noPurchase),
});
export type ProviderCheckoutInput = z.input<typeof providerCheckoutSchema>;

/**
 * POST /checkout/mp/status and /checkout/pp/status, on the return from the provider: `id` is the return's
 * `collection_id` (Mercado Pago) or `token` (PayPal). It is only a hint: the server asks the provider.
 */
export const providerStatusSchema = z.object({
  id: z
    .string({ error: messages.checkout.noPurchase })
    .trim()
    .min(1, { error: messages.checkout.noPurchase })
    .max(64, { error: messages.checkout.noPurchase })
    .regex(/^[A-Za-z0-9_-]+$/, { error: messages.checkout.noPurchase }),
  idPurchase: purchaseId(messages.checkout.noPurchase),
  type: inscriptionModel,
});
export type ProviderStatusInput = z.input<typeof providerStatusSchema>;
