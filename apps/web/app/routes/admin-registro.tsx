import { auditEndpoints, jobEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-registro';
import { AuditLog } from '../features/admin/audit/AuditLog';
import { JobProblems } from '../features/admin/jobs/JobProblems';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

/** How many changes the log shows. */
const AUDIT_LIMIT = 100;

export const clientLoader = adminLoader(async () => {
  const [{ entries }, { problems }] = await Promise.all([
    call(auditEndpoints.list, { query: { limit: AUDIT_LIMIT } }),
    call(jobEndpoints.problems, {}),
  ]);
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
