import { eq } from 'drizzle-orm';
import {
  messages,
  type ConstellatorConsent,
  type GraduateExportQuery,
  type GraduateListQuery,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { publishedGraduates, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites, type Actor, type AuditedChange } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { lockedAccount, auditedUser } from '../users';
import { graduatesCsv } from './export';
import { consentOf, graduateRepository } from './graduates';

/** The audit entries of a graduate's card appearing on /consteladores, or going. */
const published = (row: typeof publishedGraduates.$inferSelect): AuditedChange => ({
  entity: 'constellator',
  action: 'create',
  entityId: row.id,
  after: { userId: row.userId },
});
const unpublished = (row: typeof publishedGraduates.$inferSelect): AuditedChange => ({
  entity: 'constellator',
  action: 'delete',
  entityId: row.id,
  before: { userId: row.userId },
});

/** Removes the person's card from /consteladores, if there is one: its audit entry, or none. */
async function removeCard(tx: Db, userId: string): Promise<AuditedChange[]> {
  const removed = await tx
    .delete(publishedGraduates)
    .where(eq(publishedGraduates.userId, userId))
    .returning();
  return removed.map(unpublished);
}

/**
 * Graduates on /consteladores (docs/decisions/033-graduates.md): the owner lists who finished the training
 * and publishes those who agreed; each person gives or withdraws that consent in their profile. Every change
 * is audited and clears the public list's cache.
 */
export function constellatorService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const { db } = deps.database;
  const write = auditedWrites(deps);
  const graduates = graduateRepository(db);

  return {
    listGraduates: (query: GraduateListQuery) => graduates.list(query),

    /** 'Descargar CSV' of 'Formación Finalizada'. */
    exportGraduatesCsv: async (query: GraduateExportQuery) => graduatesCsv(await graduates.all(query)),

    /**
     * Publishes a graduate who agreed (409 otherwise, nothing changed), or removes anyone's card. The account
     * stays locked meanwhile, so a consent withdrawn at the same moment cannot leave a card behind.
     */
    publish(actor: Actor, userId: string, publish: boolean): Promise<void> {
      return write({
        actor,
        entity: 'constellator',
        invalidates: 'constellators',
        async apply(tx) {
          const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
          if (!account) throw notFound();
          if (!publish) return { result: undefined, change: await removeCard(tx, userId) };
          if (!(await graduateRepository(tx).find(userId))?.finished) {
            throw new HttpError(409, messages.constellator.notGraduate);
          }
          if (!account.constellatorConsent) throw new HttpError(409, messages.constellator.noConsent);
          const inserted = await tx
            .insert(publishedGraduates)
            .values({ userId })
            .onConflictDoNothing()
            .returning();
          return { result: undefined, change: inserted.map(published) };
        },
      });
    },

    async consent(userId: string): Promise<ConstellatorConsent> {
      const [account] = await db.select().from(users).where(eq(users.id, userId));
      if (!account) throw notFound();
      return consentOf(account);
    },

    /** The person's own consent; withdrawing it removes their card at once, in the same transaction. */
    saveConsent(actor: Actor & { id: string }, input: ConstellatorConsent): Promise<ConstellatorConsent> {
      return write({
        actor,
        entity: 'user',
        invalidates: 'constellators',
        async apply(tx) {
          const current = await lockedAccount(tx, actor.id);
          const [updated] = await tx
            .update(users)
            .set({
              constellatorConsent: input.listed,
              constellatorShowsEmail: input.listed && input.showsEmail,
              constellatorShowsPhone: input.listed && input.showsPhone,
            })
            .where(eq(users.id, actor.id))
            .returning();
          const withdrawn = input.listed ? [] : await removeCard(tx, actor.id);
          return {
            result: consentOf(updated!),
            change: [
              {
                action: 'update',
                entityId: actor.id,
                before: auditedUser(current),
                after: auditedUser(updated!),
              },
              ...withdrawn,
            ],
          };
        },
      });
    },
  };
}
