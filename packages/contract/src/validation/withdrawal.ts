import { z } from 'zod';
import { withdrawalMessages as withdrawal } from '../withdrawal-messages';
import { booleanField, optionalText, requiredLongText, requiredText, TEXT_MAX } from './fields';
import { emailField } from './registration';

/** The longest reason or note: a few paragraphs. */
export const WITHDRAWAL_TEXT_MAX = 2_000;

/** A purchase's reference as the site writes it: 'INS-' and six letters or digits. */
const REFERENCE = /^INS-[A-Z0-9]{6}$/;

/**
 * The reference as a person may type it ('ins 7k3f9q', ' INS-7K3F9Q', '7K3F9Q'): without spaces, in capitals,
 * with the 'INS-' the e-mail shows before it.
 */
const normalReference = (typed: string) => {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{6}$/.test(compact) ? `INS-${compact}` : compact.replace(/^INS(?=[A-Z0-9]{6}$)/, 'INS-');
};

/**
 * The 'Botón de arrepentimiento' form (/arrepentimiento), and the body of POST /withdrawals: who asks, the
 * address the answer goes to, the purchase's reference, and an optional reason.
 */
export const withdrawalRequestSchema = z.object({
  name: requiredText(withdrawal.nameRequired, TEXT_MAX.name),
  email: emailField(),
  reference: requiredText(withdrawal.referenceInvalid, TEXT_MAX.name)
    .transform(normalReference)
    .pipe(z.string().regex(REFERENCE, { error: withdrawal.referenceInvalid })),
  reason: optionalText(WITHDRAWAL_TEXT_MAX, { lines: true }).optional().default(''),
});
export type WithdrawalRequestInput = z.input<typeof withdrawalRequestSchema>;
export type WithdrawalRequestOutput = z.output<typeof withdrawalRequestSchema>;

/**
 * 'Resolver': an optional note for the person; for a purchase paid by transfer, the owner's word that she gave
 * the money back (`moneyReturned`), which the server requires there.
 */
export const withdrawalResolveSchema = z.object({
  note: optionalText(WITHDRAWAL_TEXT_MAX, { lines: true }).optional().default(''),
  moneyReturned: booleanField(withdrawal.moneyReturnedRequired).optional().default(false),
});
export type WithdrawalResolveInput = z.input<typeof withdrawalResolveSchema>;
export type WithdrawalResolveOutput = z.output<typeof withdrawalResolveSchema>;

/** 'Rechazar': the reason, which the person receives by e-mail. */
export const withdrawalRejectSchema = z.object({
  note: requiredLongText(withdrawal.noteRequired, WITHDRAWAL_TEXT_MAX),
});
export type WithdrawalRejectInput = z.input<typeof withdrawalRejectSchema>;
export type WithdrawalRejectOutput = z.output<typeof withdrawalRejectSchema>;
