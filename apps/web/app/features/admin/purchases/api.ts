import { isGroupedTab, purchaseEndpoints, type PurchaseListQuery } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/**
 * What the screen reads for a purchase tab: a grouped tab's lists (one per activity or module, with its count;
 * each list read when opened), or a page of the other tab's purchases; every tab's count either way.
 */
export function loadPurchaseTab(query: PurchaseListQuery) {
  const { tab, search } = query;
  return isGroupedTab(tab)
    ? call(purchaseEndpoints.groups, { query: { tab, search } }).then((answer) => ({
        ...answer,
        tab,
        grouped: true as const,
      }))
    : call(purchaseEndpoints.list, { query }).then((answer) => ({ ...answer, grouped: false as const }));
}
