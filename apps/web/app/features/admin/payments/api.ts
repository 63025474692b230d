import {
  checkoutEndpoints,
  type PaymentSettings,
  type PaymentSettingsEditOutput,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

export async function readPaymentSettings(): Promise<PaymentSettings> {
  const { settings } = await call(checkoutEndpoints.paymentSettings, {});
  return settings;
}

export const savePaymentSettings = (settings: PaymentSettingsEditOutput) =>
  call(checkoutEndpoints.updatePaymentSettings, { body: settings });
