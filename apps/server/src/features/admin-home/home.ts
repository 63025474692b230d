import type { AdminHome } from '@constelaciones/contract';
import type { Dependencies } from '../../platform/dependencies';
import { countRejectedComprobantes } from '../invoicing';
import { purchaseRepository } from '../purchases';
import { siteStatus, type Arrival } from '../site-status';
import { countOpenOffers } from '../waiting-list';
import { countOpenWithdrawals } from '../withdrawals';
import { recordVisit } from './visits';

type HomeDependencies = Pick<Dependencies, 'config' | 'database' | 'mail' | 'paymentAccounts'>;

/**
 * 'Inicio' for the admin account `userId`, this visit recorded: what waits for her, each count read where its
 * feature keeps the rule; the purchases made between her previous visit and this one; and the site's checks.
 */
export async function adminHome(
  { config, database, mail, paymentAccounts }: HomeDependencies,
  userId: string,
  arrival: Arrival,
): Promise<AdminHome> {
  const { db } = database;
  const visit = await recordVisit(db, userId);
  const purchases = purchaseRepository(db);
  const [transfers, withdrawals, offers, failedEmails, rejectedInvoices, made, checks] = await Promise.all([
    purchases.countTransfersToConfirm(),
    countOpenWithdrawals(db),
    countOpenOffers(db, visit.at),
    mail.failing(db),
    countRejectedComprobantes(db),
    visit.previous ? purchases.countMadeBetween(visit.previous, visit.at) : null,
    siteStatus({ config, db, arrival, accounts: paymentAccounts }),
  ]);
  return {
    waiting: { transfers, withdrawals, offers, failedEmails, rejectedInvoices },
    newPurchases:
      visit.previous && made !== null ? { since: visit.previous.toISOString(), count: made } : null,
    checks,
  };
}
