import type { Route } from './+types/admin-registro';
import { listAuditEntries } from '../features/admin/audit/api';
import { AuditLog } from '../features/admin/audit/AuditLog';
import { listJobProblems } from '../features/admin/jobs/api';
import { JobProblems } from '../features/admin/jobs/JobProblems';
import { adminLoader } from '../features/admin/kit/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => {
  const [entries, problems] = await Promise.all([listAuditEntries(), listJobProblems()]);
  return { entries, problems };
});

/**
 * 'Registro de cambios' (/admin/registro): the e-mails and jobs that keep failing, when there are any, then the
 * latest changes made in the panel.
 */
export default function ChangeLogTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JobProblems problems={loaderData.problems} />
      <AuditLog entries={loaderData.entries} />
    </>
  );
}
