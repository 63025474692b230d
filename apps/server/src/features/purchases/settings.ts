import { eq } from 'drizzle-orm';
import {
  DEFAULT_EARLY_PAYMENT_DAYS,
  type PaymentSettings,
  type PaymentSettingsEditOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { paymentSettings } from '../../db/schema';
import { auditedWrites, type Actor } from '../audit/audited-write';
import type { Services } from '../services';

/** Before the owner saves any: nothing to pay by hand with, and the default early-payment days. */
export const EMPTY_PAYMENT_SETTINGS: PaymentSettings = {
  bankHolder: '',
  cuit: '',
  bank: '',
  cbu: '',
  alias: '',
  abroadInstructions: '',
  earlyPaymentDays: DEFAULT_EARLY_PAYMENT_DAYS,
};

const toSettings = ({
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

/** The owner changes the payment details: one audited write. */
export function paymentSettingsService(services: Pick<Services, 'database' | 'images' | 'catalog'>) {
  const write = auditedWrites(services);
  return {
    read: () => readPaymentSettings(services.database.db),

    update(actor: Actor, input: PaymentSettingsEditOutput): Promise<PaymentSettings> {
      return write({
        actor,
        entity: 'payment-settings',
        async apply(tx) {
          const before = await readPaymentSettings(tx);
          const [row] = await tx
            .insert(paymentSettings)
            .values({ id: 1, ...input })
            .onConflictDoUpdate({ target: paymentSettings.id, set: { ...input, demo: false } })
            .returning();
          const after = toSettings(row!);
          return { result: after, change: { action: 'update', entityId: null, before, after } };
        },
      });
    },
  };
}
