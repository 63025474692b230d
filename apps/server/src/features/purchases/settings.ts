import { eq } from 'drizzle-orm';
import {
  DEFAULT_EARLY_PAYMENT_DAYS,
  DEFAULT_OFFER_HOURS,
  DEFAULT_UNPAID_DATA_DAYS,
  DEFAULT_REMINDER_DAYS,
  MAX_INSTALLMENTS,
  type PaymentSettings,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { paymentSettings } from '../../db/schema';

/** Before the owner saves any: nothing to pay by hand with, and the default early-payment, retention and reminder days. */
export const EMPTY_PAYMENT_SETTINGS: PaymentSettings = {
  bankHolder: '',
  cuit: '',
  bank: '',
  cbu: '',
  alias: '',
  abroadInstructions: '',
  earlyPaymentDays: DEFAULT_EARLY_PAYMENT_DAYS,
  unpaidDataDays: DEFAULT_UNPAID_DATA_DAYS,
  reminderDays: DEFAULT_REMINDER_DAYS,
  offerHours: DEFAULT_OFFER_HOURS,
  maxInstallments: MAX_INSTALLMENTS,
};

export const toSettings = ({
  id: _id,
  updatedAt: _updatedAt,
  demo: _demo,
  ...settings
}: typeof paymentSettings.$inferSelect) => settings;

/** The owner's payment details (the settings table's one row). */
export async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1)).limit(1);
  return row ? toSettings(row) : EMPTY_PAYMENT_SETTINGS;
}

/** Whether the e-mail of a transfer can be sent: the bank account in pesos, the instructions in dollars. */
export function canPayByHand(settings: PaymentSettings, currency: 'ARS' | 'USD'): boolean {
  return currency === 'ARS'
    ? Boolean(settings.bankHolder && (settings.cbu || settings.alias))
    : Boolean(settings.abroadInstructions);
}
