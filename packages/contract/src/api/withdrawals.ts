import { z } from 'zod';
import { withdrawalSchema } from '../entities';
import {
  withdrawalRejectSchema,
  withdrawalRequestSchema,
  withdrawalResolveSchema,
} from '../validation/withdrawal';
import { endpoint, idParamsSchema } from './endpoint';

/** What the person is told at once: the request's code, whether it came within the term, and the message. */
export const withdrawalReceiptSchema = z.object({
  code: z.string(),
  /** Null when the reference and the e-mail match no purchase. */
  withinTerm: z.boolean().nullable(),
  msg: z.string(),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

const withdrawalResponse = z.object({ withdrawal: withdrawalSchema, msg: z.string() });

/**
 * The 'Botón de arrepentimiento': anyone sends a request, without an account; the owner reads them in
 * 'Arrepentimientos' and resolves each (the refund) or rejects it (after the term). /arrepentimiento posts
 * its form to itself and reaches the same service through the page's load context.
 */
export const withdrawalEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/withdrawals',
    access: 'public',
    body: withdrawalRequestSchema,
    status: 201,
    response: withdrawalReceiptSchema,
  }),
  /** Every request, newest first: the tab shows the open ones, then the closed ones. */
  list: endpoint({
    method: 'GET',
    path: '/admin/withdrawals',
    access: 'admin',
    response: z.object({ withdrawals: z.array(withdrawalSchema) }),
  }),
  /** Refunds the purchase (when it is paid) and closes the request, once however many times it is sent. */
  resolve: endpoint({
    method: 'POST',
    path: '/admin/withdrawals/:id/resolve',
    access: 'admin',
    params: idParamsSchema,
    body: withdrawalResolveSchema,
    response: withdrawalResponse,
  }),
  /** Closes a request that came after the term (or names no purchase) without a refund, with the reason. */
  reject: endpoint({
    method: 'POST',
    path: '/admin/withdrawals/:id/reject',
    access: 'admin',
    params: idParamsSchema,
    body: withdrawalRejectSchema,
    response: withdrawalResponse,
  }),
};
