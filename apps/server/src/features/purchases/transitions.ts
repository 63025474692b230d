import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PaymentState } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { providerPayments, purchases } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs';
import type { AuditedChange } from '../../platform/audited-write';
import { placesMayHaveFreed } from '../capacity';
import { creditRefund, invoicePayment } from '../invoicing';
import { PAID_STATUSES } from '../../integrations/payments/statuses';
import { toPurchase, type PurchaseRow } from './repository';

/*
 * The payment state machine (docs/payments.md): pending → paid, pending → expired / cancelled, paid →
 * refunded. Each step reads the row FOR UPDATE and changes it only `WHERE state = <what it read>`, so two
 * callers racing (a return page and a webhook, two clicks on 'Confirmar pago') take turns: the second reads
 * the new state and changes nothing, so only one of them audits the transition and sends its e-mails.
 */

/** The purchase, locked until the transaction ends. */
export async function lockPurchase(tx: Db, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
}

/**
 * The same person, item and (for a course) date: what 'that item' means for paying twice. A purchase whose
 * account was deleted has no person any more: no other purchase is its twin.
 */
export const sameItemAs = (
  row: Pick<PurchaseRow, 'userId' | 'inscriptionModel' | 'inscriptionId' | 'courseDate'>,
) =>
  and(
    row.userId === null ? sql`false` : eq(purchases.userId, row.userId),
    eq(purchases.inscriptionModel, row.inscriptionModel),
    eq(purchases.inscriptionId, row.inscriptionId),
    row.courseDate === null ? isNull(purchases.courseDate) : eq(purchases.courseDate, row.courseDate),
  );

type Values = Partial<typeof purchases.$inferInsert>;

/** Moves `current` (read locked) to new values, guarded by the state it was read in. */
async function move(tx: Db, current: PurchaseRow, values: Values): Promise<PurchaseRow> {
  const [row] = await tx
    .update(purchases)
    .set(values)
    .where(and(eq(purchases.id, current.id), eq(purchases.state, current.state)))
    .returning();
  // The row is locked: nobody can have moved it since it was read.
  if (!row) throw new Error(`purchase ${current.id} changed under its lock`);
  return row;
}

/** A transition's audit entry: the purchase before and after. */
export const changeOf = (before: PurchaseRow, after: PurchaseRow): AuditedChange => ({
  action: 'update',
  entityId: after.id,
  before: toPurchase(before),
  after: toPurchase(after),
});

/**
 * pending (or expired, cancelled, refunded: see docs/decisions/028-enrolments-and-payments.md) → paid, by the
 * provider payment numbered `operation` (with what the provider answered of its cuotas and money) or by the
 * owner's word (null). The person's other pending purchases for the same item (another way to pay) are
 * cancelled in the same transaction, each with its own audit entry. The payment is invoiced once the
 * transaction commits (docs/decisions/069-factura-c.md).
 */
export async function payPurchase(
  tx: Db,
  jobs: Pick<JobQueue, 'add'>,
  current: PurchaseRow,
  paidAt: Date,
  operation: string | null,
  financing: Pick<Values, 'installments' | 'paidTotal' | 'netReceived'> = {},
): Promise<{ row: PurchaseRow; cancelled: AuditedChange[] }> {
  const paid = await move(tx, current, {
    state: 'paid',
    pay: true,
    paidAt,
    paidByOperation: operation,
    ...financing,
  });
  const twins = await tx
    .select()
    .from(purchases)
    .where(and(sameItemAs(paid), eq(purchases.state, 'pending'), ne(purchases.id, paid.id)))
    .for('update');
  const cancelled: AuditedChange[] = [];
  for (const twin of twins) cancelled.push(changeOf(twin, await move(tx, twin, { state: 'cancelled' })));
  await invoicePayment(tx, jobs, paid);
  return { row: paid, cancelled };
}

/**
 * Part of the payment that paid it given back at the provider: `refunded` is all given back so far. The state
 * stays paid (docs/payments.md).
 */
export const refundPart = (tx: Db, current: PurchaseRow, refunded: number) =>
  move(tx, current, { refundedAmount: refunded });

/**
 * A paid purchase the owner confirmed by hand before the provider told us of its payment: that payment is
 * recorded as the one that paid it. The state stays paid.
 */
export const adoptOperation = (tx: Db, current: PurchaseRow, operation: string) =>
  move(tx, current, { paidByOperation: operation });

/**
 * A move that frees a place: the item's waiting list is offered it once the transaction commits
 * (docs/decisions/060-places-and-waiting-list.md).
 */
async function moveFreeing(tx: Db, jobs: Pick<JobQueue, 'add'>, current: PurchaseRow, values: Values) {
  const after = await move(tx, current, values);
  await placesMayHaveFreed(tx, jobs, after);
  return after;
}

/**
 * paid → refunded: `pay` false again, so the item is no longer owned and its place is free; its invoice gets
 * its credit note.
 */
export async function refundPurchase(tx: Db, jobs: Pick<JobQueue, 'add'>, current: PurchaseRow) {
  const refunded = await moveFreeing(tx, jobs, current, { state: 'refunded', pay: false });
  await creditRefund(tx, jobs, refunded);
  return refunded;
}

/**
 * pending → cancelled: revoked with the 'Botón de arrepentimiento' before it was paid, or replaced by a new
 * purchase of the same item and way to pay with a discount code. Its place is free (or passes to the new one in
 * the same transaction) and a code's use is given back.
 */
export const cancelPurchase = (tx: Db, jobs: Pick<JobQueue, 'add'>, current: PurchaseRow) =>
  moveFreeing(tx, jobs, current, { state: 'cancelled' });

/**
 * pending → expired: the item and its place are free again (the pending-twin index covers pending rows only).
 */
export const expirePurchase = (tx: Db, jobs: Pick<JobQueue, 'add'>, current: PurchaseRow) =>
  moveFreeing(tx, jobs, current, { state: 'expired' });

/**
 * The states the owner's confirmation takes to paid: a late transfer still counts, and so does a purchase the
 * owner knows is paid although a provider's refund left it refunded (docs/decisions/057-refunds.md).
 */
export const CONFIRMABLE: readonly PaymentState[] = ['pending', 'expired', 'refunded'];
/** The states an approved provider payment takes to paid: money that moved is always recorded. */
export const PAYABLE_BY_PROVIDER: readonly PaymentState[] = ['pending', 'expired', 'cancelled'];

/**
 * The provider payment that still stands behind a purchase (approved, of its way to pay, the first one), for
 * the owner's confirmation to record as the one that paid it; none for a transfer.
 */
export async function standingOperation(tx: Db, current: PurchaseRow): Promise<string | null> {
  if (current.wayToPay === 'transfer') return null;
  const [row] = await tx
    .select({ operation: providerPayments.providerPaymentId })
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.purchaseId, current.id),
        eq(providerPayments.provider, current.wayToPay),
        inArray(providerPayments.status, [...PAID_STATUSES]),
      ),
    )
    .orderBy(asc(providerPayments.createdAt))
    .limit(1);
  return row?.operation ?? null;
}
