import { z } from 'zod';
import { INSCRIPTION_MODELS } from '../entities';
import { DISCOUNT_KINDS, discountCodeEditSchema } from '../validation/discount-code';
import { messageResponseSchema } from '../auth';
import { endpoint, idParamsSchema } from './endpoint';

/** An item a code may be limited to, with its title as the admin lists it. */
export const discountItemChoiceSchema = z.object({
  model: z.enum(INSCRIPTION_MODELS),
  id: z.string(),
  title: z.string(),
});
export type DiscountItemChoice = z.infer<typeof discountItemChoiceSchema>;

/** One of the owner's codes, with the uses it has: paid purchases, and pending ones holding a use. */
export const discountCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int().nullable(),
  amountArs: z.number().nullable(),
  amountUsd: z.number().nullable(),
  appliesTo: z.enum(['all', 'chosen']),
  /** The chosen items (empty for every item); an item deleted since is left out. */
  items: z.array(discountItemChoiceSchema),
  maxUses: z.number().int().nullable(),
  oncePerPerson: z.boolean(),
  /** 'YYYY-MM-DD', each end included, in Argentine days; null: no limit. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  used: z.number().int(),
  held: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

const codeResponse = z.object({ code: discountCodeSchema, msg: z.string() });

/**
 * The owner's discount codes (docs/decisions/070-discount-codes.md). The checkout applies one through the
 * quote and create of purchases.
 */
export const discountCodeEndpoints = {
  /** Her codes, newest first, and the items she may limit one to. */
  list: endpoint({
    method: 'GET',
    path: '/admin/discount-codes',
    access: 'admin',
    response: z.object({
      codes: z.array(discountCodeSchema),
      items: z.array(discountItemChoiceSchema),
    }),
  }),
  /** 409 when another code has that name. */
  create: endpoint({
    method: 'POST',
    path: '/admin/discount-codes',
    access: 'admin',
    body: discountCodeEditSchema,
    response: codeResponse,
  }),
  /** Its uses stay; the purchases made with it keep the discount they got. */
  edit: endpoint({
    method: 'PUT',
    path: '/admin/discount-codes/:id',
    access: 'admin',
    params: idParamsSchema,
    body: discountCodeEditSchema,
    response: codeResponse,
  }),
  /** The purchases made with it keep its name and their discount. */
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/discount-codes/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
