import { and, eq, isNotNull, max } from 'drizzle-orm';
import { invoicingMessages } from '@constelaciones/contract';
import { withNamedLock } from '../../db/named-lock';
import { invoices } from '../../db/schema';
import type { FoundVoucher, VoucherRequest } from '../../integrations/arca/wsfe';
import { arcaSession, forgetTicket, type ArcaSession, type InvoicingDeps } from './arca';
import { argentineDay, fromArcaDate, toArcaDate } from './days';
import { explainCode, explainError, type ArcaProblem } from './explain';
import { issuerOf, type InvoiceRow } from './record';
import { readSettingsRow, type SettingsRow } from './settings';

/** How many numbers are tried when ARCA says the one sent was taken (10016) before giving up for this turn. */
const NUMBER_TRIES = 3;

/** A comprobante still waiting for another (a credit note for its invoice): the job tries again later. */
class NotYet extends Error {
  override name = 'NotYet';
}

/** A credit note whose invoice ARCA rejected: there is nothing to credit until that invoice is issued. */
class InvoiceNotIssued extends Error {
  override name = 'InvoiceNotIssued';
}

/** Thrown for a failure worth trying again (ARCA down, a ticket to renew): the job retries with backoff. */
class ArcaUnavailable extends Error {
  override name = 'ArcaUnavailable';
  constructor(
    readonly problem: ArcaProblem,
    cause?: unknown,
  ) {
    // What failed underneath (a TLS handshake, a timeout) stays in the job's error for the operator.
    super(`${problem.code}: ${problem.message}${cause instanceof Error ? ` (${cause.message})` : ''}`, {
      cause,
    });
  }
}

const sequenceLock = (row: InvoiceRow) =>
  `invoice-sequence:${row.environment}:${row.cuit}:${row.pointOfSale}:${row.type}`;

const sameSequence = (row: InvoiceRow) =>
  and(
    eq(invoices.environment, row.environment),
    eq(invoices.cuit, row.cuit),
    eq(invoices.pointOfSale, row.pointOfSale),
    eq(invoices.type, row.type),
  );

const arcaCurrency = (row: InvoiceRow) => (row.currency === 'USD' ? 'DOL' : 'PES');

/** Whether what ARCA holds under a number is this comprobante (pyafipws's check before adopting a CAE). */
const isThis = (row: InvoiceRow, found: FoundVoucher) =>
  found.result === 'A' &&
  Math.abs(found.total - row.total) < 0.005 &&
  found.currency === arcaCurrency(row) &&
  found.docType === row.docType &&
  found.docNumber === row.docNumber &&
  (!row.date || found.date === toArcaDate(row.date));

async function update(
  deps: InvoicingDeps,
  row: InvoiceRow,
  values: Partial<InvoiceRow>,
): Promise<InvoiceRow> {
  const [after] = await deps.database.db
    .update(invoices)
    .set(values)
    .where(eq(invoices.id, row.id))
    .returning();
  return after!;
}

const authorised = (found: { cae: string | null; caeDue: string | null }, rate?: number) => ({
  state: 'authorised' as const,
  cae: found.cae,
  caeDue: found.caeDue ? fromArcaDate(found.caeDue) : null,
  arcaCode: null,
  arcaMessage: null,
  ...(rate !== undefined && { rate }),
});

/**
 * The numbers of this sequence sent before without an answer (a timeout, a crash): each is adopted if ARCA
 * holds it as sent, else freed. Run under the sequence's lock before a new number is given.
 */
async function settleUnsure(deps: InvoicingDeps, session: ArcaSession, row: InvoiceRow): Promise<void> {
  const unsure = await deps.database.db
    .select()
    .from(invoices)
    .where(and(sameSequence(row), eq(invoices.state, 'pending'), isNotNull(invoices.number)));
  for (const other of unsure) {
    const found = await session.wsfe.find(session.auth, other.pointOfSale, other.type, other.number!);
    await update(
      deps,
      other,
      found && isThis(other, found) ? authorised(found, found.rate) : { number: null, date: null },
    );
  }
}

/** The next number of the sequence: after ARCA's last and after every one this site holds. */
async function nextNumber(deps: InvoicingDeps, session: ArcaSession, row: InvoiceRow): Promise<number> {
  const last = await session.wsfe.lastAuthorised(session.auth, row.pointOfSale, row.type);
  const [local] = await deps.database.db
    .select({ highest: max(invoices.number) })
    .from(invoices)
    .where(sameSequence(row));
  return Math.max(last, local?.highest ?? 0) + 1;
}

/**
 * The credit note's invoice, as ARCA knows it: NotYet while that invoice waits for its CAE, InvoiceNotIssued
 * once ARCA rejected it.
 */
async function associatedWith(deps: InvoicingDeps, row: InvoiceRow): Promise<VoucherRequest['associated']> {
  if (!row.invoiceId) return undefined;
  const [invoice] = await deps.database.db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
  if (invoice?.state === 'rejected') throw new InvoiceNotIssued(`invoice ${row.invoiceId} was rejected`);
  if (invoice?.state !== 'authorised')
    throw new NotYet(`credit note ${row.id} waits for invoice ${row.invoiceId}`);
  return {
    type: invoice.type,
    pointOfSale: invoice.pointOfSale,
    number: invoice.number!,
    cuit: invoice.cuit,
    date: toArcaDate(invoice.date!),
  };
}

const requestOf = (row: InvoiceRow, associated: VoucherRequest['associated']): VoucherRequest => ({
  pointOfSale: row.pointOfSale,
  type: row.type as VoucherRequest['type'],
  number: row.number!,
  date: toArcaDate(row.date!),
  serviceFrom: toArcaDate(row.serviceFrom),
  serviceTo: toArcaDate(row.serviceTo),
  // Paid already: due the day it is issued.
  paymentDue: toArcaDate(row.date!),
  total: row.total,
  currency: arcaCurrency(row),
  // Dollars: left out, so that ARCA puts its own rate of the business day before (docs/decisions/069-factura-c.md).
  rate: row.currency === 'USD' ? undefined : 1,
  docType: row.docType,
  docNumber: row.docNumber,
  receiverCondition: row.receiverCondition,
  associated,
});

/** Records a rejection for the owner: the number goes back to the sequence. */
const rejected = (deps: InvoicingDeps, row: InvoiceRow, problem: ArcaProblem) =>
  update(deps, row, {
    state: 'rejected',
    number: null,
    date: null,
    arcaCode: problem.code,
    arcaMessage: problem.message,
  });

/** One turn at the sequence: numbered, sent, and recorded as ARCA answered. */
async function issueInTurn(deps: InvoicingDeps, settings: SettingsRow, id: string, now: Date) {
  let [row] = await deps.database.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || row.state !== 'pending') return row;
  const session = await arcaSession(deps, settings, now);
  await settleUnsure(deps, session, row);
  [row] = await deps.database.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || row.state !== 'pending') return row;
  const associated = await associatedWith(deps, row);
  for (let attempt = 1; attempt <= NUMBER_TRIES; attempt++) {
    // The number is kept before ARCA is asked: after a lost answer, it is the one to look up.
    row = await update(deps, row, { number: await nextNumber(deps, session, row), date: argentineDay(now) });
    const answer = await session.wsfe.authorise(session.auth, requestOf(row, associated));
    if (answer.result !== 'R' && answer.cae) {
      // ARCA chose the rate of a dollar one: it is printed as ARCA holds it.
      const found =
        row.currency === 'USD'
          ? await session.wsfe.find(session.auth, row.pointOfSale, row.type, row.number!)
          : null;
      return update(deps, row, authorised(answer, found?.rate));
    }
    const [note] = [...answer.errors, ...answer.observations];
    const problem = explainCode(note ?? { code: 'R', message: '' }, row.pointOfSale);
    // Taken meanwhile (an invoice typed in ARCA's portal on this point of sale): the next one.
    if (problem.code === '10016' && attempt < NUMBER_TRIES) continue;
    if (problem.retry) {
      await update(deps, row, {
        number: null,
        date: null,
        arcaCode: problem.code,
        arcaMessage: problem.message,
      });
      throw new ArcaUnavailable(problem);
    }
    return rejected(deps, row, problem);
  }
  return row;
}

/**
 * A comprobante not yet sent follows her settings as they are now: after she moves from homologación to
 * producción, or to another point of sale, what was waiting goes there. One already numbered stays in its
 * sequence until ARCA's answer is known.
 */
async function followSettings(deps: InvoicingDeps, row: InvoiceRow, settings: SettingsRow) {
  const moved =
    row.environment !== settings.environment ||
    row.cuit !== settings.cuit ||
    row.pointOfSale !== settings.pointOfSale;
  if (!moved || row.number !== null) return row;
  return update(deps, row, {
    environment: settings.environment,
    cuit: settings.cuit,
    pointOfSale: settings.pointOfSale,
    issuer: issuerOf(settings),
  });
}

/**
 * Asks ARCA for the CAE of one pending comprobante, one request at a time per sequence (point of sale and
 * type) across every instance, so that numbers follow one another with no gap and no twin
 * (docs/decisions/069-factura-c.md). A rejection is recorded with what to do; a failure worth trying again
 * (ARCA down, a lost answer) throws ArcaUnavailable for the job to retry, and its number is looked up first.
 */
export async function issueComprobante(deps: InvoicingDeps, id: string, now = new Date()) {
  const [row] = await deps.database.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || row.state !== 'pending') return row;
  const settings = await readSettingsRow(deps.database.db);
  if (!settings) return row;
  const current = await followSettings(deps, row, settings);
  try {
    return await withNamedLock(deps.database, sequenceLock(current), () =>
      issueInTurn(deps, settings, id, now),
    );
  } catch (error) {
    if (error instanceof NotYet || error instanceof ArcaUnavailable) throw error;
    if (error instanceof InvoiceNotIssued) {
      return rejected(deps, row, {
        code: 'factura',
        message: invoicingMessages.invoiceNotIssued,
        retry: false,
      });
    }
    const problem = explainError(error, row.pointOfSale);
    if (problem.renewTicket) await forgetTicket(deps, settings);
    if (problem.retry) {
      await update(deps, row, { arcaCode: problem.code, arcaMessage: problem.message });
      throw new ArcaUnavailable(problem, error);
    }
    return rejected(deps, row, problem);
  }
}
