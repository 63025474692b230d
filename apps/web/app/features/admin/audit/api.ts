import { api } from '../../../lib/api';

/** One admin change, as GET /admin/audit answers it (newest first). */
export interface AuditEntry {
  _id: string;
  at: string;
  /** The admin's username; null once that account is gone. */
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** How many changes the log shows. */
const AUDIT_LIMIT = 100;

export async function listAuditEntries(): Promise<AuditEntry[]> {
  const { entries } = await api<{ entries: AuditEntry[] }>(`/admin/audit?limit=${AUDIT_LIMIT}`);
  return entries;
}
