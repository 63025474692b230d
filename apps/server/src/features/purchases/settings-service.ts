import type { PaymentSettings, PaymentSettingsEditOutput } from '@constelaciones/contract';
import { paymentSettings } from '../../db/schema';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { readPaymentSettings, toSettings } from './settings';

/** The owner changes the payment details: one audited write. */
export function paymentSettingsService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const write = auditedWrites(deps);
  return {
    read: () => readPaymentSettings(deps.database.db),

    update(actor: Actor, input: PaymentSettingsEditOutput): Promise<PaymentSettings> {
      return write({
        actor,
        entity: 'payment-settings',
        // The privacy policy's proposal names the days of the retention rule.
        invalidates: 'legal',
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
