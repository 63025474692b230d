import { messages, sameAmount, type TransferRequestOutput } from '@constelaciones/contract';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../platform/sessions';
import { transferDetailsMail } from './emails';
import {
  purchaseRepository,
  toPurchase,
  type PurchaseDependencies,
  canPayByHand,
  readPaymentSettings,
} from '../purchases';

/**
 * Payments by hand, the student's side: the transfer modal's 'Enviar datos al correo' e-mails the owner's bank
 * details (or, from abroad, her instructions) with the amount, the reference and the deadline. Nothing changes;
 * nothing is sent unless every check passes.
 */
export function transferService(deps: PurchaseDependencies) {
  const repository = purchaseRepository(deps.database.db);

  return {
    async sendTransferDetails(user: SessionUser, input: TransferRequestOutput): Promise<void> {
      // Only the purchase's owner: anyone else learns nothing, not even that it exists.
      const row = await repository.find(input.idPurchase, user.id);
      if (!row) throw notFound(messages.checkout.noPurchase);
      if (row.wayToPay !== 'transfer') throw badRequest(messages.checkout.transferOnlyForTransfer);
      if (row.inscriptionModel !== input.type) throw badRequest(messages.checkout.typeMismatch);
      // The browser's price is compared, never used: a different one means a stale or altered page.
      if (!sameAmount(input.pricePurchase, row.amount)) {
        throw badRequest(messages.checkout.priceMismatch, { pricePurchase: messages.checkout.priceMismatch });
      }
      if (row.state === 'paid') throw new HttpError(409, messages.purchase.alreadyPaid);
      if (row.state !== 'pending') throw new HttpError(409, messages.purchase.notPending);
      const settings = await readPaymentSettings(deps.database.db);
      if (!canPayByHand(settings, row.currency))
        throw new HttpError(503, messages.checkout.transferUnavailable);
      // Nothing else changes: the outbox row is the write.
      await deps.mail.enqueue(
        deps.database.db,
        transferDetailsMail(await deps.sender.site(), toPurchase(row), settings),
      );
    },
  };
}
