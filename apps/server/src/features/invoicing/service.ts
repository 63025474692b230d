import { desc, eq } from 'drizzle-orm';
import { invoicingMessages, type Invoice } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { invoices, purchases } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import type { SessionUser } from '../../platform/sessions';
import { comprobanteMail, pdfName } from './emails';
import { issueComprobante } from './issue';
import { invoicePdf } from './pdf';
import { comprobanteNumber, isAuthorised, type AuthorisedInvoice } from './printed';
import { INVOICE_JOB, type InvoiceRow } from './record';

/** The owner's list shows this many, newest first. */
const LIST_LIMIT = 500;

/** A comprobante as the owner's list and 'Mis Cursos' show it. */
const toInvoice = (row: InvoiceRow, reference: string): Invoice => ({
  _id: row.id,
  purchaseId: row.purchaseId,
  kind: row.kind,
  state: row.state,
  number: row.number === null ? null : comprobanteNumber(row.pointOfSale, row.number),
  date: row.date,
  total: row.total,
  currency: row.currency,
  buyer: row.buyer,
  item: row.item,
  reference,
  cae: row.cae,
  caeDue: row.caeDue,
  environment: row.environment,
  problem: row.arcaCode ? { code: row.arcaCode, message: row.arcaMessage ?? '' } : null,
});

const withReference = (db: Db) =>
  db
    .select({ row: invoices, reference: purchases.reference, userId: purchases.userId })
    .from(invoices)
    .innerJoin(purchases, eq(purchases.id, invoices.purchaseId));

/** The PDF of an authorised comprobante, and its file name; a credit note names its invoice. */
async function printed(db: Db, row: AuthorisedInvoice) {
  let associated: string | undefined;
  if (row.invoiceId) {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
    if (invoice?.number) associated = comprobanteNumber(invoice.pointOfSale, invoice.number);
  }
  return { name: pdfName(row), pdf: await invoicePdf(row, associated) };
}

/** Comprobantes: asked of ARCA by the job, listed, printed, e-mailed, retried. */
export function invoiceService(deps: Dependencies) {
  const { db } = deps.database;
  const write = auditedWrites(deps);

  /** The buyer's e-mail of a comprobante just authorised, once whatever the retries. */
  async function send(row: AuthorisedInvoice) {
    const { pdf } = await printed(db, row);
    await deps.mail.enqueueOnce(
      db,
      `${INVOICE_JOB}-mail:${row.id}`,
      comprobanteMail(await deps.sender.site(), row, pdf),
    );
  }

  return {
    /** The job's work: ARCA's answer for the comprobante, and its e-mail once authorised. */
    async run(id: string) {
      const row = await issueComprobante(deps, id);
      if (row && isAuthorised(row) && row.email) await send(row);
    },

    async list(): Promise<Invoice[]> {
      const rows = await withReference(db).orderBy(desc(invoices.createdAt)).limit(LIST_LIMIT);
      return rows.map(({ row, reference }) => toInvoice(row, reference));
    },

    async mine(userId: string): Promise<Invoice[]> {
      const rows = await withReference(db)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(invoices.createdAt));
      return rows
        .filter(({ row }) => isAuthorised(row))
        .map(({ row, reference }) => toInvoice(row, reference));
    },

    /** An authorised comprobante's PDF, for its buyer or the owner; anyone else learns nothing (404). */
    async pdf(caller: SessionUser, id: string) {
      const [found] = await withReference(db).where(eq(invoices.id, id));
      if (!found || !isAuthorised(found.row)) throw notFound();
      if (caller.role !== 'ADMIN' && found.userId !== caller.id) throw notFound();
      return printed(db, found.row);
    },

    /** A rejected comprobante asked of ARCA again, once she corrected what its problem said. */
    async retry(actor: Actor, id: string): Promise<Invoice> {
      const { row, reference } = await write({
        actor,
        entity: 'invoice',
        async apply(tx) {
          const [found] = await withReference(tx).where(eq(invoices.id, id)).for('update', { of: invoices });
          if (!found) throw notFound();
          if (found.row.state !== 'rejected') throw new HttpError(409, invoicingMessages.retryNotRejected);
          const [after] = await tx
            .update(invoices)
            .set({ state: 'pending', arcaCode: null, arcaMessage: null })
            .where(eq(invoices.id, id))
            .returning();
          await deps.jobs.add(tx, INVOICE_JOB, {
            key: `${INVOICE_JOB}:${id}:${Date.now()}`,
            payload: { id },
          });
          return {
            result: { row: after!, reference: found.reference },
            change: {
              action: 'update',
              entityId: id,
              before: toInvoice(found.row, found.reference),
              after: toInvoice(after!, found.reference),
            },
          };
        },
      });
      return toInvoice(row, reference);
    },
  };
}
