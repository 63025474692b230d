import type { Purchase } from '@constelaciones/contract';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../audit/audited-write';
import type { PurchaseServices } from '../purchases/service';
import { toPurchase } from '../purchases/repository';
import { changeOf, lockPurchase, refundPurchase } from '../purchases/transitions';

/*
 * MERGE (issue 21): a STAND-IN for the refund the 'refunds' branch adds as `purchaseService(services).refund(actor,
 * purchaseId, { key })`: Mercado Pago and PayPal refunded through the provider's API with `key` as the idempotency
 * key, a transfer marked refunded on the owner's word, 409 when the purchase is not paid, the student told by
 * e-mail. At the merge, service.ts calls that method instead of `refundStandIn` and this file is deleted.
 *
 * Here only a transfer is marked refunded (audited, no e-mail); Mercado Pago and PayPal answer 503, so that nothing
 * is ever marked refunded without the money going back.
 */
export function refundStandIn(services: PurchaseServices) {
  const write = auditedWrites(services);
  return {
    async refund(actor: Actor, purchaseId: string, _idempotency: { key: string }): Promise<Purchase> {
      const row = await write({
        actor,
        entity: 'purchase',
        async apply(tx) {
          const current = await lockPurchase(tx, purchaseId);
          if (!current) throw notFound();
          if (current.state !== 'paid') throw new HttpError(409, 'Esta inscripción no está paga.');
          if (current.wayToPay !== 'transfer') {
            throw new HttpError(503, 'El reintegro por este medio de pago todavía no está disponible.');
          }
          const refunded = await refundPurchase(tx, current);
          return { result: refunded, change: changeOf(current, refunded) };
        },
      });
      return toPurchase(row);
    },
  };
}
