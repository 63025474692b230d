import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { comprobanteNumber } from './printed';

/** The numbers of a purchase's authorised comprobantes, as the owner's CSV lists them. */
export interface PurchaseComprobantes {
  invoice: string;
  creditNote: string;
}

/** Each purchase's latest authorised Factura C and Nota de Crédito C ('' when none), by purchase id. */
export async function invoiceNumbers(
  db: Db,
  purchaseIds: readonly string[],
): Promise<Map<string, PurchaseComprobantes>> {
  const numbers = new Map<string, PurchaseComprobantes>();
  if (purchaseIds.length === 0) return numbers;
  const rows = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.purchaseId, [...purchaseIds]), eq(invoices.state, 'authorised')))
    .orderBy(asc(invoices.createdAt));
  for (const row of rows) {
    const entry = numbers.get(row.purchaseId) ?? { invoice: '', creditNote: '' };
    const number = comprobanteNumber(row.pointOfSale, row.number!);
    if (row.kind === 'invoice') entry.invoice = number;
    else entry.creditNote = number;
    numbers.set(row.purchaseId, entry);
  }
  return numbers;
}
