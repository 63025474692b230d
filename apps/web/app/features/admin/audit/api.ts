import { auditEndpoints as endpoints, type AuditEntry } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** One admin change, as GET /admin/audit answers it (newest first). */
export type { AuditEntry };

/** How many changes the log shows. */
const AUDIT_LIMIT = 100;

export async function listAuditEntries(): Promise<AuditEntry[]> {
  const { entries } = await call(endpoints.list, { query: { limit: AUDIT_LIMIT } });
  return entries;
}
