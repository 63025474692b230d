import { z } from 'zod';
import { endpoint } from './endpoint';
import { siteStatusCheckSchema } from './site-status';

const count = z.number().int().min(0);

/**
 * 'Inicio', what needs the owner today (docs/decisions/072-admin-home.md): what waits for her, each counted
 * where she acts on it; the purchases made since her previous visit of this page; and 'Estado del sitio''s
 * checks, which the page lists while some are not done.
 */
export const adminHomeSchema = z.object({
  waiting: z.object({
    /** Pending purchases to pay by transfer: 'Confirmar pago' in 'Administrar inscriptos'. */
    transfers: count,
    /** 'Botón de arrepentimiento' requests not resolved nor rejected yet. */
    withdrawals: count,
    /** Places of a waiting list held for someone, the offer not over yet. */
    offers: count,
    /** E-mails whose last attempt failed: retried, listed in 'Correos y tareas con problemas'. */
    failedEmails: count,
    /** Comprobantes ARCA rejected, waiting for her 'Reintentar' in 'Facturación'. */
    rejectedInvoices: count,
  }),
  /** The purchases made since her previous visit of 'Inicio'; null on her first. */
  newPurchases: z.object({ since: z.string(), count }).nullable(),
  checks: z.array(siteStatusCheckSchema),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;

export const adminHomeEndpoints = {
  /** Counts what needs her and records this visit as her last one (per admin account). */
  home: endpoint({ method: 'GET', path: '/admin/home', access: 'admin', response: adminHomeSchema }),
};
