import { eq, sql } from 'drizzle-orm';
import {
  messages,
  wayToPayRefusal,
  type Purchase,
  type PurchaseCreateOutput,
  type PurchaseEditOutput,
  type PurchaseExportQuery,
  type PurchaseGroupsQuery,
  type PurchaseListQuery,
  type PurchaseQuote,
  type PurchaseQuoteQuery,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases, waitingList } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { insertWithFreshCode } from '../../lib/short-codes';
import { auditedWrites, type Actor, type AuditedChange } from '../../platform/audited-write';
import { lockItem, placesMayHaveFreed, refuseWhenFull } from '../capacity';
import { discountFor } from '../discount-codes';
import type { SessionUser } from '../../platform/sessions';
import type { Dependencies } from '../../platform/dependencies';
import { ownerNewPurchaseMail, paidMails } from './emails';
import { invoiceNumbers } from '../invoicing';
import { purchasesCsv } from './export';
import { purchaseRepository, toPurchase, type PurchaseRow } from './repository';
import { documentFor, pendingPurchasesOf, quotePurchase } from './quote';
import { purchaseSummary } from './summary';
import {
  cancelPurchase,
  changeOf,
  CONFIRMABLE,
  lockPurchase,
  payPurchase,
  standingOperation,
} from './transitions';
import { markFinished } from './writes';

export type PurchaseDependencies = Pick<
  Dependencies,
  'database' | 'images' | 'catalog' | 'mail' | 'config' | 'jobs' | 'sender' | 'paymentAccounts'
>;

/**
 * What the owner's 'Finalizó' of a module purchase also records: the override of the attendance rule, with
 * its note. Attendance's (features/attendance builds on purchases, never the reverse), handed in by app.ts.
 */
export type FinishedByHand = (
  tx: Db,
  purchase: PurchaseRow,
  finished: boolean,
  note?: string,
) => Promise<AuditedChange>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Purchases and their payment transitions. Each change runs through the write primitive (one transaction,
 * audited as entity 'purchase'); e-mails are written to the outbox in the transaction that makes the
 * transition.
 */
export function purchaseService(deps: PurchaseDependencies) {
  const { db } = deps.database;
  const write = auditedWrites(deps);
  const repository = purchaseRepository(db);
  const announcePaid = async (tx: Db, row: PurchaseRow) => {
    const site = await deps.sender.site(tx);
    await deps.mail.enqueue(tx, ...paidMails(site, site.noticesTo, toPurchase(row)));
  };

  /** Inserts the purchase with a fresh reference, 'INS-…'. */
  const insertPurchase = (tx: Db, values: Omit<typeof purchases.$inferInsert, 'reference'>) =>
    insertWithFreshCode('INS', async (reference) => {
      const [row] = await tx
        .insert(purchases)
        .values({ ...values, reference })
        .onConflictDoNothing()
        .returning();
      return row;
    });

  return {
    list: (query: PurchaseListQuery) => repository.list(query),
    groups: (query: PurchaseGroupsQuery) => repository.groups(query),
    /** 'Descargar CSV': the whole filtered tab, or one list of it. */
    async exportCsv(query: PurchaseExportQuery) {
      const rows = await repository.exportRows(query);
      const numbers = await invoiceNumbers(
        db,
        rows.map((row) => row.id),
      );
      const none = { invoice: '', creditNote: '' };
      return purchasesCsv(
        query,
        rows.map((row) => ({ ...row, ...(numbers.get(row.id) ?? none) })),
      );
    },
    summary: (now = new Date()) => purchaseSummary(db, now),
    mine: (user: SessionUser) => repository.listByUser(user.id),

    /**
     * For an admin, any purchase with its double charges to refund; for anyone else only their own (404
     * otherwise, so no id is confirmed).
     */
    async show(user: SessionUser, id: string): Promise<Purchase> {
      const admin = user.role === 'ADMIN';
      const row = await repository.find(id, admin ? undefined : user.id);
      if (!row) throw notFound();
      return admin ? (await repository.withDoubleCharges([row]))[0]! : toPurchase(row);
    },

    /**
     * What buying would cost the caller (GET /purchases/quote): the same rule and the same refusals as
     * `create`, including 409 once the item is paid for; nothing is written and nobody is e-mailed.
     */
    async quote(user: SessionUser, input: PurchaseQuoteQuery, now = new Date()): Promise<PurchaseQuote> {
      const { item, target, total, waysToPay, installments, identifies } = await quotePurchase(
        deps,
        user.id,
        input,
        now,
      );
      // A pending purchase of hers already holds her place.
      if ((await pendingPurchasesOf(db, target)).length === 0) {
        await refuseWhenFull(db, target, item.capacity, user.id, now);
      }
      const discount = input.code
        ? await discountFor(db, input.code, target, total, now, { lock: false })
        : null;
      const amount = total.amount - (discount?.amount ?? 0);
      return {
        title: item.title,
        description: item.description,
        amount,
        currency: total.currency,
        early: total.early,
        waysToPay,
        identify: identifies({ amount, currency: total.currency }),
        installments,
        discount: discount && { code: discount.code, amount: discount.amount },
      };
    },

    /**
     * Buys the caller (spec: POST /purchases/create). The person's fields come from the profile; amount and
     * currency from the item and the profile's country, less the discount code's. The pending purchase the
     * person already has for the same item and way to pay is returned instead of a twin (an advisory lock per
     * person and item, and the partial unique index behind it), unless she now brings a code it lacks: it is
     * then cancelled for a new one with the code. A paid one answers 409.
     */
    async create(user: SessionUser, input: PurchaseCreateOutput, now = new Date()): Promise<Purchase> {
      const { person, item, target, total, installments, identifies } = await quotePurchase(
        deps,
        user.id,
        input,
        now,
      );
      const refusal = wayToPayRefusal(input.wayToPay, total.currency);
      if (refusal) throw badRequest(refusal, { wayToPay: refusal });

      const row = await write({
        actor: user,
        entity: 'purchase',
        async apply(tx) {
          const key = `purchase:${user.id}:${input.inscription}:${item.courseDate ?? ''}`;
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          const pending = (await pendingPurchasesOf(tx, target)).find(
            (other) => other.wayToPay === input.wayToPay,
          );
          // A code she did not have when she made it replaces the pending purchase with one that has it.
          const replaced = pending && input.code && input.code !== pending.discountCode ? pending : undefined;
          if (pending && !replaced) {
            // It keeps the total it was made with, and takes the DNI or CUIL that total asks for.
            const document = documentFor(identifies(pending), input.document ?? pending.document);
            if (document === pending.document) return { result: pending };
            const [after] = await tx
              .update(purchases)
              .set({ document })
              .where(eq(purchases.id, pending.id))
              .returning();
            return { result: after!, change: changeOf(pending, after!) };
          }
          // The code's last use goes to whoever locks it first (docs/decisions/070-discount-codes.md).
          const discount = input.code
            ? await discountFor(tx, input.code, target, total, now, { lock: true })
            : null;
          const amount = total.amount - (discount?.amount ?? 0);
          const cancelled = replaced
            ? [changeOf(replaced, await cancelPurchase(tx, deps.jobs, replaced))]
            : [];
          // The item's places are decided one enrolment at a time
          // (docs/decisions/060-places-and-waiting-list.md).
          await lockItem(tx, target);
          const waiting = await refuseWhenFull(tx, target, item.capacity, user.id, now);
          // Enrolled: she leaves the waiting list, and a place offered to her becomes this purchase's.
          if (waiting) await tx.delete(waitingList).where(eq(waitingList.id, waiting.id));
          const inserted = await insertPurchase(tx, {
            ...target,
            inscriptionTitle: item.title,
            typeModule: item.typeModule,
            wayToPay: input.wayToPay,
            amount,
            currency: total.currency,
            discountCodeId: discount?.codeId ?? null,
            discountCode: discount?.code ?? null,
            discount: discount?.amount ?? 0,
            maxInstallments: installments,
            // Every way to pay: a provider payment never made must not hold the item forever either.
            deadline: new Date(now.getTime() + deps.config.pendingPurchaseDays * DAY_MS),
            firstName: person.firstName,
            lastName: person.lastName,
            country: person.country,
            dateOfBirth: person.dateOfBirth,
            email: person.email,
            phone: person.phone,
            document: documentFor(identifies({ amount, currency: total.currency }), input.document),
          });
          const after = toPurchase(inserted);
          const site = await deps.sender.site(tx);
          await deps.mail.enqueue(tx, ownerNewPurchaseMail(site, site.noticesTo, after));
          return {
            result: inserted,
            change: [...cancelled, { action: 'create', entityId: inserted.id, after }],
          };
        },
      });
      return toPurchase(row);
    },

    /**
     * The owner's 'Confirmar pago': pending (or expired: a transfer that arrived late; or refunded: the owner
     * knows the money stands) → paid, audited with the owner as actor, the receipt sent again. A provider
     * payment still approved for it is recorded as the one that paid it. Confirming a paid purchase changes
     * nothing and sends nothing; `changed` tells which happened.
     */
    async confirm(
      actor: Actor,
      id: string,
      now = new Date(),
    ): Promise<{ purchase: Purchase; changed: boolean }> {
      const { row, changed } = await write({
        actor,
        entity: 'purchase',
        async apply(tx) {
          const current = await lockPurchase(tx, id);
          if (!current) throw notFound(messages.checkout.noPurchase);
          if (current.state === 'paid') return { result: { row: current, changed: false } };
          if (!CONFIRMABLE.includes(current.state)) throw new HttpError(409, messages.checkout.cannotConfirm);
          const paid = await payPurchase(tx, deps.jobs, current, now, await standingOperation(tx, current));
          await announcePaid(tx, paid.row);
          return {
            result: { row: paid.row, changed: true },
            change: [changeOf(current, paid.row), ...paid.cancelled],
          };
        },
      });
      return { purchase: toPurchase(row), changed };
    },

    /** The owner's edit: `finish`, and `pay: true` through the same transition as confirm. */
    async edit(
      actor: Actor,
      id: string,
      input: PurchaseEditOutput,
      finishedByHand: FinishedByHand,
      now = new Date(),
    ): Promise<Purchase> {
      const row = await write({
        actor,
        entity: 'purchase',
        async apply(tx) {
          const current = await lockPurchase(tx, id);
          if (!current) throw notFound();
          if (input.pay === false && current.state === 'paid') {
            throw new HttpError(409, messages.purchase.cannotUnpay);
          }
          const payNow = input.pay === true && current.state !== 'paid';
          if (payNow && !CONFIRMABLE.includes(current.state)) {
            throw new HttpError(409, messages.checkout.cannotConfirm);
          }
          let after = current;
          let cancelledTwins: AuditedChange[] = [];
          if (payNow) {
            const operation = await standingOperation(tx, current);
            ({ row: after, cancelled: cancelledTwins } = await payPurchase(
              tx,
              deps.jobs,
              current,
              now,
              operation,
            ));
            await announcePaid(tx, after);
          }
          let override: AuditedChange | undefined;
          if (input.finish !== after.finish) {
            // A module's 'Finalizó' is the owner's override of the attendance rule, with its note.
            if (after.inscriptionModel === 'Module')
              override = await finishedByHand(tx, after, input.finish, input.note);
            after = (await markFinished(tx, id, input.finish))!;
          }
          const changed = after !== current;
          return {
            result: after,
            ...(changed && {
              change: [changeOf(current, after), ...cancelledTwins, ...(override ? [override] : [])],
            }),
          };
        },
      });
      return toPurchase(row);
    },

    /** Only a purchase with no payment recorded: a paid or refunded one is history of money (409). */
    remove(actor: Actor, id: string): Promise<void> {
      return write({
        actor,
        entity: 'purchase',
        async apply(tx) {
          const current = await lockPurchase(tx, id);
          if (!current) throw notFound();
          if (current.state === 'paid' || current.state === 'refunded') {
            throw new HttpError(409, messages.purchase.deletePaid);
          }
          await tx.delete(purchases).where(eq(purchases.id, id));
          if (current.state === 'pending') await placesMayHaveFreed(tx, deps.jobs, current);
          return {
            result: undefined,
            change: { action: 'delete', entityId: id, before: toPurchase(current) },
          };
        },
      });
    },
  };
}

export type PurchaseService = ReturnType<typeof purchaseService>;
