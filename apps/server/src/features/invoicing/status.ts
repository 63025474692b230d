import { count, eq } from 'drizzle-orm';
import type { SiteStatusCheck } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { readSettingsRow } from './settings';

/** The comprobantes ARCA rejected, waiting for her 'Reintentar' (invoices_rejected_idx). */
export async function countRejectedComprobantes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.state, 'rejected'));
  return row!.n;
}

/** 'Estado del sitio': whether payments are invoiced, in which environment, and how many were rejected. */
export async function invoicingStatus(db: Db): Promise<SiteStatusCheck> {
  const settings = await readSettingsRow(db);
  if (!settings?.active) {
    return {
      key: 'invoicing',
      done: false,
      detail: settings
        ? 'La facturación está desactivada: los pagos no se facturan.'
        : 'Sin datos de facturación: los pagos no se facturan.',
    };
  }
  const rejected = await countRejectedComprobantes(db);
  const where = `punto de venta ${settings.pointOfSale}, CUIT ${settings.cuit}`;
  if (settings.environment === 'homologacion') {
    return {
      key: 'invoicing',
      done: false,
      detail: `Se factura en homologación (${where}): los comprobantes son de prueba y no tienen validez fiscal.`,
    };
  }
  const problems = rejected
    ? ` Hay ${rejected} comprobante(s) rechazado(s): revisalos en «Facturación».`
    : '';
  return {
    key: 'invoicing',
    done: rejected === 0,
    detail: `Cada pago se factura en ARCA (${where}).${problems}`,
  };
}
