import type { Route } from './+types/admin-registro';
import { listAuditEntries } from '../features/admin/audit/api';
import { AuditLog } from '../features/admin/audit/AuditLog';
import { adminLoader } from '../features/admin/components/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/components/TabError';

export const clientLoader = adminLoader(async () => ({ entries: await listAuditEntries() }));

/** 'Registro de cambios' (/admin/registro): the latest changes made in the panel. */
export default function ChangeLogTab({ loaderData }: Route.ComponentProps) {
  return <AuditLog entries={loaderData.entries} />;
}
