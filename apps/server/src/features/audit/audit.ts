import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface Change {
  actorId: string | null;
  action: 'create' | 'update' | 'delete';
  entity: 'activity' | 'article' | 'course' | 'module' | 'purchase' | 'payment-settings';
  /** Null for an entity that is not a row with an id (the payment settings). */
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records an admin change; called inside the transaction that makes it, so both happen or neither. */
export async function recordChange(db: Db, change: Change): Promise<void> {
  await db.insert(auditLog).values({
    actorId: change.actorId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Deletes one row in a transaction that records the deletion in the audit log, so both happen or neither.
 * Answers the deleted row, or undefined when there was none (nothing is recorded then).
 */
export async function deleteAudited<Row>(
  db: Db,
  change: Pick<Change, 'actorId' | 'entity' | 'entityId'>,
  remove: (tx: Db) => Promise<Row | undefined>,
  describe: (row: Row) => unknown,
): Promise<Row | undefined> {
  return db.transaction(async (tx) => {
    const row = await remove(tx);
    if (row) await recordChange(tx, { ...change, action: 'delete', before: describe(row) });
    return row;
  });
}
