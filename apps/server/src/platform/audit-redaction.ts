import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Change } from './audit-log';

/** Fields of an audit entry's JSON and the values that replace them. */
export type Redaction = Record<string, string | null>;

/**
 * `column` (an entry's before or after) with the fields of `redaction` replaced: at the top of the object, or
 * in its object `under` (a purchase's copied person, `user_id`). Anything that is not such an object stays as
 * it is.
 */
function redacted(column: AnyColumn, redaction: Redaction, under?: string): SQL {
  const replacement = sql`${JSON.stringify(redaction)}::jsonb`;
  if (!under) {
    return sql`case when jsonb_typeof(${column}) = 'object' then ${column} || ${replacement} else ${column} end`;
  }
  // A key the code names (never input): written into the statement, so that `->` needs no parameter's type.
  const key = sql.raw(`'${under}'`);
  const path = sql.raw(`'{${under}}'`);
  return sql`case when jsonb_typeof(${column} -> ${key}) = 'object'
    then jsonb_set(${column}, ${path}, (${column} -> ${key}) || ${replacement}) else ${column} end`;
}

/**
 * Rewrites the audit entries about `ids` (rows of `entity`) so that their before and after no longer hold a
 * person's data: one statement, whatever the number of entries (audit_log_entity_idx finds them). The entries
 * stay, with what changed and when: only who the person was is gone.
 */
export async function redactAuditEntries(
  tx: Db,
  entity: Change['entity'],
  ids: readonly string[],
  redaction: Redaction,
  under?: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({
      before: redacted(auditLog.before, redaction, under),
      after: redacted(auditLog.after, redaction, under),
    })
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, [...ids])));
}
