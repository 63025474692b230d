import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  enrolmentTotal,
  messages,
  sameAmount,
  wayToPayRefusal,
  type Purchase,
  type PurchaseCreateOutput,
  type PurchaseEditOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { providerPayments, purchases, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { auditedWrites, type Actor, type AuditedChange } from '../audit/audited-write';
import { mailSiteOf } from '../auth/emails';
import type { SessionUser } from '../auth/sessions';
import type { Services } from '../services';
import { ownerNewEnrolmentMail, ownerPaymentReceivedMail, paymentConfirmedMail } from './emails';
import { enrollableItem } from './items';
import { purchaseRepository, toPurchase, type PurchaseRow } from './repository';
import { readPaymentSettings } from './settings';
import {
  changeOf,
  CONFIRMABLE,
  lockPurchase,
  PAYABLE_BY_PROVIDER,
  payPurchase,
  refundPurchase,
  sameItemAs,
} from './transitions';

export type MailLog = Parameters<Services['mail']['send']>[1];
export type PurchaseServices = Pick<Services, 'database' | 'images' | 'catalog' | 'mail' | 'site' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Letters and digits that cannot be misread for one another (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `INS-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** The profile fields an enrolment copies, and the message each one answers when it is empty. */
const PROFILE_FIELDS = {
  firstName: messages.validation.nameRequired,
  lastName: messages.validation.lastNameRequired,
  country: messages.validation.selectCountry,
  birthday: messages.validation.birthdayRequired,
  phone: messages.validation.phoneRequired,
} as const;

/** The person's fields for an enrolment; 400 naming every missing one. */
function profileOf(user: typeof users.$inferSelect) {
  const values = {
    firstName: user.firstName.trim(),
    lastName: user.lastName.trim(),
    country: user.country.trim(),
    birthday: user.dateOfBirth ?? '',
    phone: user.phone.trim(),
  };
  const missing = (Object.keys(PROFILE_FIELDS) as (keyof typeof PROFILE_FIELDS)[]).filter(
    (field) => !values[field],
  );
  if (missing.length > 0) {
    const names = missing.map((field) => messages.purchase.profileFields[field]).join(', ');
    throw badRequest(
      `${messages.purchase.incompleteProfile} ${names}.`,
      Object.fromEntries(missing.map((field) => [field, PROFILE_FIELDS[field]])),
    );
  }
  return { ...values, dateOfBirth: values.birthday, email: user.email };
}

/** What a provider (Mercado Pago, PayPal) says about a payment of an enrolment: a return page or a webhook. */
export interface ProviderPayment {
  purchaseId: string;
  provider: 'mp' | 'pp';
  /** Mercado Pago's payment id, PayPal's capture id. */
  providerPaymentId: string;
  /** Mercado Pago's preference id, PayPal's order id, when known. */
  providerOrderId?: string;
  /** As the provider says it: approved, COMPLETED, refunded, charged_back, REFUNDED, pending... */
  status: string;
  amount: number;
  currency: string;
  /** What the provider carries back as the enrolment: external_reference / custom_id, set to its `_id`. */
  reference: string;
}

/**
 * What applying it did: `paid` or `refunded` (a transition, audited, e-mails sent), `unchanged` (already so:
 * a repeated webhook), `mismatch` (approved, but reference, way, amount or currency differ: not paid) or
 * `recorded` (any other status: kept as an attempt only).
 */
export type ProviderOutcome = 'paid' | 'refunded' | 'unchanged' | 'mismatch' | 'recorded';

const PAID_STATUSES = new Set(['approved', 'COMPLETED']);
const REFUND_STATUSES = new Set(['refunded', 'charged_back', 'REFUNDED']);

/**
 * Enrolments and their payment transitions. Each change runs through the write primitive (one transaction,
 * audited as entity 'purchase'); e-mails go out after the commit, only from the call that made the transition.
 */
export function purchaseService(services: PurchaseServices, log: MailLog) {
  const { db } = services.database;
  const write = auditedWrites(services);
  const repository = purchaseRepository(db);
  const site = mailSiteOf(services);
  const ownerEmail = services.site.owner.email;
  const send = (mail: Parameters<Services['mail']['send']>[0]) => services.mail.send(mail, log);

  const announcePaid = (row: PurchaseRow) => {
    const purchase = toPurchase(row);
    send(paymentConfirmedMail(site, purchase));
    send(ownerPaymentReceivedMail(site, ownerEmail, purchase));
  };

  /** Inserts the enrolment with a fresh reference (drawn again in the unlikely case it is taken). */
  async function insertEnrolment(tx: Db, values: Omit<typeof purchases.$inferInsert, 'reference'>) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(purchases)
        .values({ ...values, reference: newReference() })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
    throw new Error('no free enrolment reference after 5 draws');
  }

  return {
    list: () => repository.listAll(),
    mine: (user: SessionUser) => repository.listByUser(user.id),

    /** For an admin, any enrolment; for anyone else only their own (404 otherwise, so no id is confirmed). */
    async show(user: SessionUser, id: string): Promise<Purchase> {
      const row = await repository.find(id, user.role === 'ADMIN' ? undefined : user.id);
      if (!row) throw notFound();
      return toPurchase(row);
    },

    /**
     * Enrols the caller (spec: POST /purchases/create). The person's fields come from the profile; amount and
     * currency from the item and the profile's country. The pending enrolment the person already has for the
     * same item and way to pay is returned instead of a twin (an advisory lock per person and item, and the
     * partial unique index behind it); a paid one answers 409.
     */
    async create(user: SessionUser, input: PurchaseCreateOutput, now = new Date()): Promise<Purchase> {
      const [account] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
      if (!account) throw notFound();
      const person = profileOf(account);
      const item = await enrollableItem(db, input.inscriptionModel, input.inscription, now);
      const settings = await readPaymentSettings(db);
      const total = enrolmentTotal(item.prices, person.country, {
        enrolledAt: now,
        earlyPaymentDays: settings.earlyPaymentDays,
      });
      const refusal = wayToPayRefusal(input.wayToPay, total.currency);
      if (refusal) throw badRequest(refusal, { wayToPay: refusal });

      const target = {
        userId: user.id,
        inscriptionModel: input.inscriptionModel,
        inscriptionId: input.inscription,
        courseDate: item.courseDate,
      };
      const { row, created } = await write({
        actor: user,
        entity: 'purchase',
        async apply(tx) {
          const key = `purchase:${user.id}:${input.inscription}:${item.courseDate ?? ''}`;
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          const existing = await tx
            .select()
            .from(purchases)
            .where(and(sameItemAs(target), inArray(purchases.state, ['pending', 'paid'])));
          if (existing.some((other) => other.state === 'paid')) {
            throw new HttpError(409, messages.purchase.alreadyPaid);
          }
          const pending = existing.find((other) => other.wayToPay === input.wayToPay);
          if (pending) return { result: { row: pending, created: false } };
          const inserted = await insertEnrolment(tx, {
            ...target,
            inscriptionTitle: item.title,
            typeModule: item.typeModule,
            wayToPay: input.wayToPay,
            amount: total.amount,
            currency: total.currency,
            deadline:
              input.wayToPay === 'transfer'
                ? new Date(now.getTime() + services.config.transferDeadlineDays * DAY_MS)
                : null,
            firstName: person.firstName,
            lastName: person.lastName,
            country: person.country,
            dateOfBirth: person.dateOfBirth,
            email: person.email,
            phone: person.phone,
          });
          const after = toPurchase(inserted);
          return {
            result: { row: inserted, created: true },
            change: { action: 'create', entityId: inserted.id, after },
          };
        },
      });
      const purchase = toPurchase(row);
      if (created) send(ownerNewEnrolmentMail(site, ownerEmail, purchase));
      return purchase;
    },

    /**
     * The owner's 'Confirmar pago': pending (or expired: a transfer that arrived late) → paid. Confirming a paid
     * enrolment changes nothing and sends nothing; `changed` tells which happened.
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
          const paid = await payPurchase(tx, current, now);
          return {
            result: { row: paid.row, changed: true },
            change: [changeOf(current, paid.row), ...paid.cancelled],
          };
        },
      });
      if (changed) announcePaid(row);
      return { purchase: toPurchase(row), changed };
    },

    /** The owner's edit: `finish`, and `pay: true` through the same transition as confirm. */
    async edit(actor: Actor, id: string, input: PurchaseEditOutput, now = new Date()): Promise<Purchase> {
      const { row, paidNow } = await write({
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
          if (payNow) ({ row: after, cancelled: cancelledTwins } = await payPurchase(tx, current, now));
          if (input.finish !== after.finish) {
            const [finished] = await tx
              .update(purchases)
              .set({ finish: input.finish })
              .where(eq(purchases.id, id))
              .returning();
            after = finished!;
          }
          const changed = after !== current;
          return {
            result: { row: after, paidNow: payNow },
            ...(changed && { change: [changeOf(current, after), ...cancelledTwins] }),
          };
        },
      });
      if (paidNow) announcePaid(row);
      return toPurchase(row);
    },

    /** Only an enrolment with no payment recorded: a paid or refunded one is history of money (409). */
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
          return {
            result: undefined,
            change: { action: 'delete', entityId: id, before: toPurchase(current) },
          };
        },
      });
    },

    /** Keeps a provider's order (MP preference, PayPal order) beside the enrolment it was created for. */
    async recordProviderOrder(input: { purchaseId: string; provider: 'mp' | 'pp'; providerOrderId: string }) {
      await db.insert(providerPayments).values({ ...input, status: 'created' });
    },

    /**
     * What the provider engineer's return page and webhooks call with the payment as the provider reports it
     * (re-fetched from its API, never the browser's word). Paid only when the status is approved / COMPLETED
     * and the reference, way to pay, amount and currency all match the enrolment; refunded / charged_back take a
     * paid enrolment to refunded. Idempotent under races: the enrolment is locked first, so of two calls at once
     * one makes the transition (audit entry, e-mails) and the other finds it made.
     */
    async applyProviderPayment(
      payment: ProviderPayment,
      now = new Date(),
    ): Promise<{ outcome: ProviderOutcome; purchase: Purchase }> {
      const { outcome, row } = await write<{ outcome: ProviderOutcome; row: PurchaseRow }>({
        actor: { id: null },
        entity: 'purchase',
        async apply(tx) {
          const current = await lockPurchase(tx, payment.purchaseId);
          if (!current) throw notFound(messages.checkout.noPurchase);
          await tx
            .insert(providerPayments)
            .values({
              purchaseId: current.id,
              provider: payment.provider,
              providerPaymentId: payment.providerPaymentId,
              providerOrderId: payment.providerOrderId,
              status: payment.status,
              amount: payment.amount,
              currency: payment.currency,
            })
            .onConflictDoUpdate({
              target: [providerPayments.provider, providerPayments.providerPaymentId],
              set: { status: payment.status, amount: payment.amount, currency: payment.currency },
            });
          const isThisEnrolment = payment.reference === current.id && payment.provider === current.wayToPay;
          if (PAID_STATUSES.has(payment.status)) {
            const matches =
              isThisEnrolment &&
              sameAmount(payment.amount, current.amount) &&
              payment.currency === current.currency;
            if (!matches) return { result: { outcome: 'mismatch', row: current } };
            if (!PAYABLE_BY_PROVIDER.includes(current.state)) {
              return { result: { outcome: 'unchanged', row: current } };
            }
            const paid = await payPurchase(tx, current, now);
            return {
              result: { outcome: 'paid', row: paid.row },
              change: [changeOf(current, paid.row), ...paid.cancelled],
            };
          }
          if (REFUND_STATUSES.has(payment.status)) {
            if (!isThisEnrolment) return { result: { outcome: 'mismatch', row: current } };
            if (current.state !== 'paid') return { result: { outcome: 'unchanged', row: current } };
            const refunded = await refundPurchase(tx, current);
            return { result: { outcome: 'refunded', row: refunded }, change: changeOf(current, refunded) };
          }
          return { result: { outcome: 'recorded', row: current } };
        },
      });
      if (outcome === 'paid') announcePaid(row);
      if (outcome === 'mismatch') {
        log.error(
          { purchaseId: payment.purchaseId, status: payment.status },
          'provider payment does not match its enrolment',
        );
      }
      return { outcome, purchase: toPurchase(row) };
    },
  };
}

export type PurchaseService = ReturnType<typeof purchaseService>;
