import { and, eq } from 'drizzle-orm';
import {
  refundsAtProvider,
  withdrawalMessages as texts,
  withinWithdrawalTerm,
  type Withdrawal,
  type WithdrawalReceipt,
  type WithdrawalRejectOutput,
  type WithdrawalRequestOutput,
  type WithdrawalResolveOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema';
import type { Mail } from '../../integrations/mail';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { insertWithFreshCode } from '../../lib/short-codes';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import { ownerLetters, type MailSite } from '../../platform/letter';
import { purchaseRefunds } from '../payments';
import { cancelPurchase, changeOf, lockPurchase, type PurchaseDependencies } from '../purchases';
import { withdrawalReceivedMails, withdrawalRejectedMail, withdrawalResolvedMail } from './emails';
import { lockWithdrawal, purchaseNamed, toWithdrawal, withdrawalRepository } from './repository';

const alreadyClosed = () => new HttpError(409, texts.alreadyClosed);

/**
 * What the person is told of the term: within it (the refund follows), after it, or no purchase matched
 * (null).
 */
function termNotice(withinTerm: boolean | null): string {
  if (withinTerm === null) return texts.notMatched;
  return withinTerm ? texts.withinTerm : texts.termPassed;
}

/**
 * The 'Botón de arrepentimiento' (docs/decisions/058-withdrawal-button.md): anyone sends a request; the owner
 * resolves it (the purchase refunded, through the refund of purchases) or rejects it (only when it came after
 * the term or names no purchase). Each closing is one audited write that e-mails the person, and happens
 * once.
 */
export function withdrawalService(deps: PurchaseDependencies, log: Logger) {
  const { db } = deps.database;
  const write = auditedWrites(deps);
  const repository = withdrawalRepository(db);
  const refunds = purchaseRefunds(deps, log);

  async function find(id: string): Promise<Withdrawal> {
    const withdrawal = await repository.find(id);
    if (!withdrawal) throw notFound();
    if (withdrawal.state !== 'open') throw alreadyClosed();
    return withdrawal;
  }

  /** Closes an open request (state, note, who and when) and e-mails the person the answer `mail` writes. */
  function close(
    actor: Actor,
    id: string,
    values: Pick<typeof withdrawals.$inferInsert, 'state' | 'resolutionNote'>,
    mail: (site: MailSite, withdrawal: Withdrawal) => Mail,
    now: Date,
  ): Promise<Withdrawal> {
    return write({
      actor,
      entity: 'withdrawal',
      async apply(tx) {
        const current = await lockWithdrawal(tx, id);
        if (!current) throw notFound();
        if (current.state !== 'open') throw alreadyClosed();
        const [closed] = await tx
          .update(withdrawals)
          .set({ ...values, resolvedBy: actor.id, resolvedAt: now })
          .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'open')))
          .returning();
        const named = current.purchaseId ? await lockPurchase(tx, current.purchaseId) : undefined;
        // Revoked before it was paid: it will not be, so its place and a discount code's use are free again.
        const cancelled =
          values.state === 'resolved' && named?.state === 'pending'
            ? await cancelPurchase(tx, deps.jobs, named)
            : undefined;
        const purchase = cancelled ?? named;
        const after = toWithdrawal(closed!, purchase);
        const [site] = await ownerLetters(deps, tx);
        await deps.mail.enqueue(tx, mail(site, after));
        const closing = {
          action: 'update',
          entityId: id,
          before: toWithdrawal(current, named),
          after,
        } as const;
        return {
          result: after,
          change: cancelled ? [closing, { ...changeOf(named!, cancelled), entity: 'purchase' }] : closing,
        };
      },
    });
  }

  return {
    list: () => repository.list(),

    /**
     * Takes a request: the purchase it names (reference and e-mail, both), whether it came within the term, a
     * fresh code; the receipt to the address given and the owner's notice are written with it. Not audited:
     * nobody logged in made it, and the row is its record. The answer depends only on whether the pair
     * matched.
     */
    submit(input: WithdrawalRequestOutput, now = new Date()): Promise<WithdrawalReceipt> {
      return write({
        actor: { id: null },
        entity: 'withdrawal',
        async apply(tx: Db) {
          const purchase = await purchaseNamed(tx, input.reference, input.email);
          const withinTerm = purchase ? withinWithdrawalTerm(purchase.createdAt, now) : null;
          const row = await insertWithFreshCode('ARR', async (code) => {
            const [inserted] = await tx
              .insert(withdrawals)
              .values({ ...input, code, purchaseId: purchase?.id ?? null, withinTerm, createdAt: now })
              .onConflictDoNothing()
              .returning();
            return inserted;
          });
          const [site, ownerEmail] = await ownerLetters(deps, tx);
          await deps.mail.enqueue(
            tx,
            ...withdrawalReceivedMails(site, ownerEmail, toWithdrawal(row, purchase)),
          );
          const msg = [texts.received(row.code), texts.emailed(row.email), termNotice(withinTerm)];
          return { result: { code: row.code, withinTerm, msg: msg.join(' ') } };
        },
      });
    },

    /**
     * 'Resolver': a paid purchase is refunded first, keyed by the request (at its provider; by the owner's
     * hand only once she says she gave the money back), then the request is closed, a purchase still pending
     * cancelled with it, and the person told. Sent
     * twice at once, the refund is one (the purchases' refund sees to it) and so is the closing; the other
     * answers 409.
     */
    async resolve(
      actor: Actor,
      id: string,
      { note, moneyReturned }: WithdrawalResolveOutput,
      now = new Date(),
    ): Promise<Withdrawal> {
      const { purchase } = await find(id);
      if (purchase?.state === 'paid') {
        if (!refundsAtProvider(purchase) && !moneyReturned) {
          throw badRequest(texts.moneyReturnedRequired, { moneyReturned: texts.moneyReturnedRequired });
        }
        await refunds.refund(actor, purchase._id, { key: id });
      }
      // Asked or made, or made before: the money is on its way back whenever the purchase was paid.
      const refunded = purchase?.state === 'paid' || purchase?.state === 'refunded';
      const answer = (site: MailSite, closed: Withdrawal) => withdrawalResolvedMail(site, closed, refunded);
      return close(actor, id, { state: 'resolved', resolutionNote: note }, answer, now);
    },

    /** 'Rechazar', with the reason the person receives: refused (409) for a request within the term. */
    async reject(
      actor: Actor,
      id: string,
      { note }: WithdrawalRejectOutput,
      now = new Date(),
    ): Promise<Withdrawal> {
      const withdrawal = await find(id);
      if (withdrawal.withinTerm) throw new HttpError(409, texts.rejectWithinTerm);
      return close(actor, id, { state: 'rejected', resolutionNote: note }, withdrawalRejectedMail, now);
    },
  };
}
