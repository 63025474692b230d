import {
  constellatorEndpoints,
  graduateListQuerySchema,
  purchaseEndpoints,
  purchaseListQuerySchema,
} from '@constelaciones/contract';
import type { Route } from './+types/admin-inscriptos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { loadPurchaseTab } from '../features/admin/purchases/api';
import { AttendanceSheet } from '../features/admin/attendance/AttendanceSheet';
import { MessageComposer } from '../features/admin/owner-messages/MessageComposer';
import type { GroupTools } from '../features/admin/purchases/PurchaseGroupItem';
import { PurchasesScreen } from '../features/admin/purchases/PurchasesScreen';
import { GraduatesScreen } from '../features/admin/purchases/GraduatesScreen';
import { MonthlySummary } from '../features/admin/purchases/MonthlySummary';
import { PURCHASE_PAGE_SIZE, PURCHASE_PARAMS, GRADUATES_TAB } from '../features/admin/purchases/tabs';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

/**
 * The monthly summary, a tab's lists, and the other list's counts for the tab bar: the purchases'
 * (GET /purchases) or the graduates' (GET /user/graduates), each asked for one row under the same search.
 */
export const clientLoader = adminLoader(async ({ request }: { request: Request }) => {
  const params = new URL(request.url).searchParams;
  const place = {
    search: params.get(PURCHASE_PARAMS.search) ?? undefined,
    page: params.get(PURCHASE_PARAMS.page) ?? undefined,
    size: PURCHASE_PAGE_SIZE,
  };
  const tab = params.get(PURCHASE_PARAMS.tab) ?? undefined;
  if (tab === GRADUATES_TAB.tab) {
    const query = graduateListQuerySchema.parse(place);
    const [list, purchases, { months: summary }] = await Promise.all([
      call(constellatorEndpoints.graduates, { query }),
      call(purchaseEndpoints.list, { query: { tab: 'all', search: query.search, page: 1, size: 1 } }),
      call(purchaseEndpoints.summary, {}),
    ]);
    return { screen: 'graduates' as const, query, list, counts: purchases.counts, summary };
  }
  const query = purchaseListQuerySchema.parse({ ...place, tab });
  const [view, graduates, { months: summary }] = await Promise.all([
    loadPurchaseTab(query),
    call(constellatorEndpoints.graduates, { query: { search: query.search, page: 1, size: 1 } }),
    call(purchaseEndpoints.summary, {}),
  ]);
  return { screen: 'purchases' as const, query, view, graduates: graduates.total, summary };
});

/** A module's list takes its attendance sheet; every list, the message to its people. */
const groupTools: GroupTools = {
  attendanceSheet: (sheet) => <AttendanceSheet {...sheet} />,
  messageComposer: (list) => <MessageComposer {...list} />,
};

/**
 * 'Administrar inscriptos' (/admin/inscriptos): the purchases and money received each month; who bought
 * what, who paid, confirming a transfer; and who finished the training, to publish on /consteladores.
 */
export default function PurchasesTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MonthlySummary months={loaderData.summary} />
      {loaderData.screen === 'graduates' ? (
        <GraduatesScreen query={loaderData.query} list={loaderData.list} counts={loaderData.counts} />
      ) : (
        <PurchasesScreen
          query={loaderData.query}
          view={loaderData.view}
          graduates={loaderData.graduates}
          tools={groupTools}
        />
      )}
    </>
  );
}
