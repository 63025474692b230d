import { and, count, eq } from 'drizzle-orm';
import type { SiteStatusCheck } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { readSettingsRow } from './settings';

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
  const [rejected] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.state, 'rejected')));
  const where = `punto de venta ${settings.pointOfSale}, CUIT ${settings.cuit}`;
  if (settings.environment === 'homologacion') {
    return {
      key: 'invoicing',
      done: false,
      detail: `Se factura en homologación (${where}): los comprobantes son de prueba y no tienen validez fiscal.`,
    };
  }
  const problems = rejected?.n
    ? ` Hay ${rejected.n} comprobante(s) rechazado(s): revisalos en «Facturación».`
    : '';
  return {
    key: 'invoicing',
    done: !rejected?.n,
    detail: `Cada pago se factura en ARCA (${where}).${problems}`,
  };
}
