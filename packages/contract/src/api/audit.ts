import { z } from 'zod';
import { endpoint } from './endpoint';

/** One admin change, as the log keeps it. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The admin's username; null once that account is gone (or for the site's own changes). */
  actor: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The entity as it was and as it became: null on a create and on a delete respectively. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEndpoints = {
  /** Who changed what, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.object({ entries: z.array(auditEntrySchema) }),
  }),
};
