import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export function auditRepository(db: Db) {
  return {
    /** The latest changes, newest first, each with its author's username (null once that account is gone). */
    async latest(limit: number): Promise<AuditEntry[]> {
      const rows = await db
        .select({ entry: auditLog, actor: users.username })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.at))
        .limit(limit);
      return rows.map(({ entry, actor }) => ({
        _id: entry.id,
        at: entry.at.toISOString(),
        actor,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
      }));
    },
  };
}
