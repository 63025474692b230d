import { graduateListQuerySchema, purchaseListQuerySchema } from '@constelaciones/contract';
import type { Route } from './+types/admin-inscriptos';
import { adminLoader } from '../features/admin/components/adminLoader';
import {
  enrolmentSummary,
  listEnrolments,
  listGraduates,
  loadEnrolmentTab,
} from '../features/admin/enrolments/api';
import { EnrolmentsScreen } from '../features/admin/enrolments/EnrolmentsScreen';
import { GraduatesScreen } from '../features/admin/enrolments/GraduatesScreen';
import { MonthlySummary } from '../features/admin/enrolments/MonthlySummary';
import { ENROLMENT_PAGE_SIZE, ENROLMENT_PARAMS, GRADUATES_TAB } from '../features/admin/enrolments/tabs';
export { TabError as ErrorBoundary } from '../features/admin/components/TabError';

/**
 * The monthly summary, a tab's lists, and the other list's counts for the tab bar: the enrolments'
 * (GET /purchases) or the graduates' (GET /user/graduates), each asked for one row under the same search.
 */
export const clientLoader = adminLoader(async ({ request }: { request: Request }) => {
  const params = new URL(request.url).searchParams;
  const place = {
    search: params.get(ENROLMENT_PARAMS.search) ?? undefined,
    page: params.get(ENROLMENT_PARAMS.page) ?? undefined,
    size: ENROLMENT_PAGE_SIZE,
  };
  const tab = params.get(ENROLMENT_PARAMS.tab) ?? undefined;
  if (tab === GRADUATES_TAB.tab) {
    const query = graduateListQuerySchema.parse(place);
    const [list, purchases, summary] = await Promise.all([
      listGraduates(query),
      listEnrolments({ tab: 'all', search: query.search, page: 1, size: 1 }),
      enrolmentSummary(),
    ]);
    return { screen: 'graduates' as const, query, list, counts: purchases.counts, summary };
  }
  const query = purchaseListQuerySchema.parse({ ...place, tab });
  const [view, graduates, summary] = await Promise.all([
    loadEnrolmentTab(query),
    listGraduates({ search: query.search, page: 1, size: 1 }),
    enrolmentSummary(),
  ]);
  return { screen: 'enrolments' as const, query, view, graduates: graduates.total, summary };
});

/**
 * 'Administrar inscriptos' (/admin/inscriptos): the enrolments and money received each month; who enrolled in
 * what, who paid, confirming a transfer; and who finished the training, to publish on /consteladores.
 */
export default function PurchasesTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MonthlySummary months={loaderData.summary} />
      {loaderData.screen === 'graduates' ? (
        <GraduatesScreen query={loaderData.query} list={loaderData.list} counts={loaderData.counts} />
      ) : (
        <EnrolmentsScreen query={loaderData.query} view={loaderData.view} graduates={loaderData.graduates} />
      )}
    </>
  );
}
