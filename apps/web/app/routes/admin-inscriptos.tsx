import { purchaseListQuerySchema } from '@constelaciones/contract';
import type { Route } from './+types/admin-inscriptos';
import { adminLoader } from '../features/admin/components/adminLoader';
import { loadEnrolmentsScreen } from '../features/admin/enrolments/api';
import { EnrolmentsScreen } from '../features/admin/enrolments/EnrolmentsScreen';
import { ENROLMENT_PAGE_SIZE, ENROLMENT_PARAMS } from '../features/admin/enrolments/tabs';
export { TabError as ErrorBoundary } from '../features/admin/components/TabError';

export const clientLoader = adminLoader(async ({ request }: { request: Request }) => {
  const params = new URL(request.url).searchParams;
  const query = purchaseListQuerySchema.parse({
    tab: params.get(ENROLMENT_PARAMS.tab) ?? undefined,
    search: params.get(ENROLMENT_PARAMS.search) ?? undefined,
    page: params.get(ENROLMENT_PARAMS.page) ?? undefined,
    size: ENROLMENT_PAGE_SIZE,
  });
  return { query, ...(await loadEnrolmentsScreen(query)) };
});

/** 'Administrar inscriptos' (/admin/inscriptos): who enrolled in what, who paid, and confirming a transfer. */
export default function EnrolmentsTab({ loaderData }: Route.ComponentProps) {
  const { query, view, summary } = loaderData;
  return <EnrolmentsScreen query={query} view={view} summary={summary} />;
}
