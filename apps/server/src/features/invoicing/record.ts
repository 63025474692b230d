import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, type purchases } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs';
import { CBTE_TIPO, DOC_TIPO } from '../../integrations/arca/wsfe';
import { argentineDay } from './days';
import { activeSettings, type SettingsRow } from './settings';

/** The rate ARCA gave the site's last dollar comprobante, in pesos; null before the first. */
export async function lastDollarRate(db: Db): Promise<number | null> {
  const [last] = await db
    .select({ rate: invoices.rate })
    .from(invoices)
    .where(and(eq(invoices.currency, 'USD'), eq(invoices.state, 'authorised')))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return last?.rate ?? null;
}

/** The job that asks ARCA for one comprobante (its row's id in the payload). */
export const INVOICE_JOB = 'invoice';

type PurchaseRow = typeof purchases.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** What a comprobante prints of her, fixed when it is written. */
export interface Issuer {
  name: string;
  address: string;
  grossIncome: string;
  activityStart: string;
}

export const issuerOf = (settings: SettingsRow): Issuer => ({
  name: settings.name,
  address: settings.address,
  grossIncome: settings.grossIncome,
  activityStart: settings.activityStart,
});

/** The sequence a comprobante is numbered in, and what it prints of her. */
const sequenceOf = (settings: SettingsRow) => ({
  environment: settings.environment,
  cuit: settings.cuit,
  pointOfSale: settings.pointOfSale,
  issuer: issuerOf(settings),
});

/** What was sold, as the comprobante describes it: the item, and the workshop's date when it has one. */
const itemOf = (purchase: PurchaseRow) =>
  purchase.courseDate
    ? `${purchase.inscriptionTitle} (${purchase.courseDate.split('-').reverse().join('/')})`
    : purchase.inscriptionTitle;

/** Whom the comprobante names: the DNI or CUIL she gave for a large total, else nobody (a consumidor final). */
const receiverOf = ({ document }: PurchaseRow) =>
  document
    ? { docType: document.length === 11 ? DOC_TIPO.cuil : DOC_TIPO.dni, docNumber: document }
    : { docType: DOC_TIPO.none, docNumber: '0' };

const askArca = (tx: Db, jobs: Pick<JobQueue, 'add'>, row: InvoiceRow) =>
  jobs.add(tx, INVOICE_JOB, { key: `${INVOICE_JOB}:${row.id}`, payload: { id: row.id } });

/**
 * A payment received (a purchase just paid, in `tx`): its Factura C is written pending and asked of ARCA by a
 * job once the payment commits, never inside the payment's request. It names the buyer by the DNI or CUIL she
 * gave at the checkout, if the total asked for one. Nothing while invoicing is off; a dollar
 * payment she invoices elsewhere is recorded as not invoiced.
 */
export async function invoicePayment(
  tx: Db,
  jobs: Pick<JobQueue, 'add'>,
  purchase: PurchaseRow,
): Promise<void> {
  const settings = await activeSettings(tx);
  if (!settings || !purchase.paidAt || purchase.amount <= 0) return;
  const skipped = purchase.currency === 'USD' && settings.dollars === 'skip';
  // A course's service is its date; anything else (a module, the training) is served from the payment on.
  const served = purchase.courseDate ?? argentineDay(purchase.paidAt);
  const [row] = await tx
    .insert(invoices)
    .values({
      purchaseId: purchase.id,
      paymentAt: purchase.paidAt,
      kind: 'invoice',
      state: skipped ? 'skipped' : 'pending',
      ...sequenceOf(settings),
      type: CBTE_TIPO.invoice,
      serviceFrom: served,
      serviceTo: served,
      total: purchase.amount,
      currency: purchase.currency,
      ...receiverOf(purchase),
      buyer: `${purchase.firstName} ${purchase.lastName}`.trim(),
      email: purchase.email,
      item: itemOf(purchase),
    })
    .onConflictDoNothing()
    .returning();
  if (row && !skipped) await askArca(tx, jobs, row);
}

/**
 * A payment given back (a purchase just refunded, in `tx`): the Nota de Crédito C of its invoice, written and
 * asked of ARCA the same way. None when the payment was not invoiced by the site.
 */
export async function creditRefund(
  tx: Db,
  jobs: Pick<JobQueue, 'add'>,
  purchase: PurchaseRow,
): Promise<void> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.purchaseId, purchase.id), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.paymentAt))
    .limit(1);
  // A rejected invoice still gets its note: rejected in turn, it tells her to retry the invoice first.
  if (!invoice || invoice.state === 'skipped') return;
  const {
    id: invoiceId,
    createdAt: _createdAt,
    number: _number,
    date: _date,
    cae: _cae,
    caeDue: _due,
    ...same
  } = invoice;
  const [row] = await tx
    .insert(invoices)
    .values({
      ...same,
      kind: 'credit-note',
      invoiceId,
      state: 'pending',
      type: CBTE_TIPO.creditNote,
      arcaCode: null,
      arcaMessage: null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await askArca(tx, jobs, row);
}
