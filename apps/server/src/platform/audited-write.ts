import type { Db } from '../db/client';
import { discardImageVariants, removeImageVariants } from '../integrations/images';
import type { CacheKey, Invalidation } from './public-reads';
import type { Dependencies } from './dependencies';
import { acceptImageUpload } from './image-upload';
import { recordChange, type Change } from './audit-log';

/** Who makes a change: a person's account id, or null for the site itself (a scheduled job). */
export interface Actor {
  id: string | null;
}

/**
 * One audit entry of a write, without who: the write says it, and the kind too unless the entry names another
 * (a payment's attempt at a provider, recorded beside the purchase it pays).
 */
export type AuditedChange = Omit<Change, 'actorId' | 'entity'> & { entity?: Change['entity'] };

/** What one write did: its result, the audit entry (none when nothing changed) and an image it let go. */
export interface WriteOutcome<T> {
  result: T;
  /** The audit entry, or several when one write changes several rows of the entity (each its own entry). */
  change?: AuditedChange | readonly AuditedChange[];
  /** Images the row no longer uses (replaced or deleted): discarded once the write has committed. */
  discardedImage?: string | readonly string[];
}

export interface Write<T> {
  /**
   * `'self'`: the entity acts on itself, i.e. a person on their own account where no session says who they
   * are (registration, an e-mailed link, a social login): the audit entry names that account as the actor.
   */
  actor: Actor | 'self';
  entity: Change['entity'];
  /** The public lists that show this entity: cleared on every instance once the write has committed. */
  invalidates?: CacheKey | readonly CacheKey[];
  /** An uploaded image, stored (checked and re-encoded) before the transaction and handed to `apply`. */
  upload?: Buffer;
  /** The write itself, inside the transaction; `storedImage` is the upload's stored name, if any. */
  apply(tx: Db, storedImage: string | undefined): Promise<WriteOutcome<T>>;
}

export type RunWrite = <T>(write: Write<T>) => Promise<T>;

/**
 * The one way to change data: one transaction holding the change and its audit entry (before and after), the
 * image swap (the new file kept only if the write commits, the old one discarded only once it has), and the
 * public caches cleared on every instance after the commit. A write that throws changes nothing.
 */
export function auditedWrites({
  database: { db },
  images,
  catalog,
}: Pick<Dependencies, 'database' | 'images'> & { catalog: Invalidation }): RunWrite {
  return async function runWrite<T>(write: Write<T>): Promise<T> {
    const storedImage = write.upload && (await acceptImageUpload(images, write.upload));
    let outcome: WriteOutcome<T>;
    try {
      outcome = await db.transaction(async (tx) => {
        const done = await write.apply(tx, storedImage);
        for (const change of [done.change ?? []].flat()) {
          const actorId = write.actor === 'self' ? change.entityId : write.actor.id;
          await recordChange(tx, { ...change, actorId, entity: change.entity ?? write.entity });
        }
        return done;
      });
    } catch (error) {
      if (storedImage) await removeImageVariants(images, storedImage);
      throw error;
    }
    // Kept for a grace period, not deleted: a backup whose snapshot predates this commit still names it.
    for (const discarded of [outcome.discardedImage ?? []].flat()) {
      if (discarded !== storedImage) await discardImageVariants(images, discarded);
    }
    for (const key of [write.invalidates ?? []].flat()) catalog.invalidate(key);
    return outcome.result;
  };
}

/** The outcome of a create: the entity, audited as it is after. */
export const created = <T extends { _id: string }>(after: T): WriteOutcome<T> => ({
  result: after,
  change: { action: 'create', entityId: after._id, after },
});

/** The outcome of an edit: the entity after it, audited with both states, and an image it let go. */
export const edited = <T extends { _id: string }>(
  before: T,
  after: T,
  discardedImage?: string,
): WriteOutcome<T> => ({
  result: after,
  change: { action: 'update', entityId: after._id, before, after },
  discardedImage,
});

/** The outcome of a delete: nothing to answer, the entity audited as it was, and its image let go. */
export const deleted = (before: { _id: string }, discardedImage?: string): WriteOutcome<undefined> => ({
  result: undefined,
  change: { action: 'delete', entityId: before._id, before },
  discardedImage,
});
