import { z } from 'zod';
import { paymentSettingsSchema, purchaseSchema } from '../entities';
import { paymentSettingsEditSchema } from '../validation/payment-settings';
import { transferConfirmSchema, transferRequestSchema } from '../validation/purchase';
import { endpoint } from './endpoint';

const settingsResponse = z.object({ settings: paymentSettingsSchema });

/** Payments by hand: the transfer details by e-mail, the owner's confirmation, and the owner's payment details. */
export const checkoutEndpoints = {
  /** E-mails the caller the details to pay their pending enrolment by transfer (or from abroad). */
  transfer: endpoint({
    method: 'POST',
    path: '/checkout/transfer',
    access: 'user',
    body: transferRequestSchema,
    response: z.object({ ok: z.boolean(), msg: z.string() }),
  }),
  /** The owner's 'Confirmar pago': idempotent, the student is e-mailed once. */
  transferConfirm: endpoint({
    method: 'POST',
    path: '/checkout/transfer-confirm',
    access: 'admin',
    body: transferConfirmSchema,
    response: z.object({ msg: z.string(), purchase: purchaseSchema }),
  }),
  paymentSettings: endpoint({
    method: 'GET',
    path: '/admin/payment-settings',
    access: 'admin',
    response: settingsResponse,
  }),
  updatePaymentSettings: endpoint({
    method: 'PUT',
    path: '/admin/payment-settings',
    access: 'admin',
    body: paymentSettingsEditSchema,
    response: settingsResponse.extend({ msg: z.string() }),
  }),
};
