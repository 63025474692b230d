import { z } from 'zod';
import { discountCodeMessages as words } from '../discount-code-messages';
import { INSCRIPTION_MODELS } from '../entities';
import { messages } from '../messages';
import { booleanField, calendarDateField, numberField, optionalCount, PRICE_MAX } from './fields';

/** How a code takes off the price: a share of it, or a fixed amount in the purchase's currency. */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The largest share a code takes off: something is always left to pay at a provider. */
export const DISCOUNT_PERCENT_MAX = 99;

/**
 * A code as the person types it: 3 to 30 letters, digits or hyphens, trimmed and kept in capitals, so that
 * 'bienvenida' and 'BIENVENIDA' are the same code.
 */
export const discountCodeField = () =>
  z
    .string({ error: words.invalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,30}$/, { error: words.invalid });

/** An amount that may be empty (null): otherwise more than 0 and what a price column holds. */
const optionalAmount = (message: string) =>
  z
    .union([z.null(), z.literal(''), numberField(message)], { error: message })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .pipe(z.number().gt(0, { error: message }).max(PRICE_MAX, { error: message }).nullable());

/** A date that may be empty (null): otherwise 'YYYY-MM-DD'. */
const optionalDay = () =>
  z
    .union([z.null(), z.literal(''), calendarDateField(messages.validation.invalidDate)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** An item a code may be limited to. */
export const discountItemSchema = z.object({
  model: z.enum(INSCRIPTION_MODELS, { error: words.itemsInvalid }),
  id: z.uuid({ error: words.itemsInvalid }),
});
export type DiscountItem = z.infer<typeof discountItemSchema>;

/**
 * The owner's code, the body of POST and PUT /admin/discount-codes: a percentage (1 to DISCOUNT_PERCENT_MAX)
 * or a fixed amount in pesos, in dollars or in both; for every item or the chosen ones; how many uses in all
 * (empty: no limit), once per person or not, and the days it is valid (each end may be empty).
 */
export const discountCodeEditSchema = z
  .object({
    code: discountCodeField(),
    kind: z.enum(DISCOUNT_KINDS, { error: messages.validation.required }),
    percent: optionalCount(words.percentInvalid, 1, DISCOUNT_PERCENT_MAX),
    amountArs: optionalAmount(words.amountInvalid),
    amountUsd: optionalAmount(words.amountInvalid),
    appliesTo: z.enum(['all', 'chosen'], { error: messages.validation.required }),
    items: z.array(discountItemSchema, { error: words.itemsInvalid }).max(500, { error: words.itemsInvalid }),
    maxUses: optionalCount(words.maxUsesInvalid, 1, 1_000_000),
    oncePerPerson: booleanField(messages.validation.required),
    validFrom: optionalDay(),
    validUntil: optionalDay(),
  })
  .superRefine((code, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (code.kind === 'percent' && code.percent === null) problem('percent', words.percentInvalid);
    if (code.kind === 'amount' && code.amountArs === null && code.amountUsd === null) {
      problem('amountArs', words.amountRequired);
    }
    if (code.appliesTo === 'chosen' && code.items.length === 0) problem('items', words.itemsRequired);
    if (code.validFrom && code.validUntil && code.validUntil < code.validFrom) {
      problem('validUntil', words.untilBeforeFrom);
    }
  });
export type DiscountCodeEditInput = z.input<typeof discountCodeEditSchema>;
export type DiscountCodeEditOutput = z.output<typeof discountCodeEditSchema>;
