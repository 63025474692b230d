import { data } from 'react-router';
import {
  fieldMessages,
  withdrawalRequestSchema,
  type WithdrawalDesk,
  type WithdrawalReceipt,
} from '@constelaciones/contract';

/** The form's fields, as the page posts them. */
export const WITHDRAWAL_FIELDS = ['name', 'email', 'reference', 'reason'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

/** What the page shows after a post: the receipt, or the values typed again with a message per field. */
export type WithdrawalOutcome =
  | { receipt: WithdrawalReceipt }
  | { values: Record<WithdrawalField, string>; errors: Partial<Record<string, string>> };

/**
 * The page's action: the posted form checked by the contract's schema (400 with the values and the messages), then
 * handed to the server's withdrawal service (201 with the receipt). The same whether the browser posted the page
 * itself (no JavaScript) or React Router sent the form.
 */
export async function submitWithdrawal(request: Request, desk: WithdrawalDesk) {
  const form = await request.formData();
  const values = Object.fromEntries(
    WITHDRAWAL_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<WithdrawalField, string>;
  const parsed = withdrawalRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<WithdrawalOutcome>({ values, errors: fieldMessages(parsed.error) }, { status: 400 });
  }
  return data<WithdrawalOutcome>({ receipt: await desk.submit(parsed.data) }, { status: 201 });
}
