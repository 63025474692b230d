import { and, asc, countDistinct, desc, eq, ilike, isNotNull, isNull, max, min, or, sql } from 'drizzle-orm';
import type { Certificate, CertificateKind } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { certificates, modules, purchases, users } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

/** A row as its holder and the owner read it. */
export const toCertificate = (row: CertificateRow): Certificate => ({
  _id: row.id,
  code: row.code,
  kind: row.kind,
  userId: row.userId,
  moduleId: row.moduleId,
  holderName: row.holderName,
  what: row.what,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  hours: row.hours,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  reason: row.reason,
});

/** The day a module's meeting was held, as a calendar date in Argentina ('YYYY-MM-DD'). */
const argentineDay = (column: typeof modules.date) =>
  sql<string | null>`to_char(${column} at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD')`;

/** Her purchases of modules she finished. */
const finishedBy = (userId: string) =>
  and(eq(purchases.userId, userId), eq(purchases.inscriptionModel, 'Module'), eq(purchases.finish, true));

/** The certificates table, and what issuing one reads: who she is, which modules she finished. */
export function certificateRepository(db: Db) {
  return {
    byCode: async (code: string) =>
      (await db.select().from(certificates).where(eq(certificates.code, code)))[0],

    /** Her certificate of this item that still stands (not revoked), if one was issued. */
    async current(userId: string, kind: CertificateKind, moduleId: string | null) {
      const [row] = await db
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.kind, kind),
            moduleId ? eq(certificates.moduleId, moduleId) : undefined,
            isNull(certificates.revokedAt),
          ),
        );
      return row;
    },

    mine: (userId: string) =>
      db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt)),

    /** The owner's list: newest first, by a part of the holder's name, what it certifies, or the code. */
    list: (search: string) => {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select()
        .from(certificates)
        .where(
          search
            ? or(
                ilike(certificates.holderName, like),
                ilike(certificates.what, like),
                ilike(certificates.code, like),
              )
            : undefined,
        )
        .orderBy(desc(certificates.issuedAt), asc(certificates.code))
        .limit(500);
    },

    user: async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0],

    /** The module she finished (her purchase marked `finish`), with its meeting's day; undefined when not. */
    async finishedModule(userId: string, moduleId: string) {
      const [row] = await db
        .select({
          id: modules.id,
          number: modules.number,
          title: modules.title,
          day: argentineDay(modules.date),
        })
        .from(purchases)
        .innerJoin(modules, eq(modules.id, purchases.inscriptionId))
        .where(and(finishedBy(userId), eq(purchases.inscriptionId, moduleId)))
        .limit(1);
      return row;
    },

    /** The training's span for her: how many modules it has, and the first and last day of those she finished. */
    async trainingSpan(userId: string) {
      const [all] = await db.select({ modules: countDistinct(modules.number) }).from(modules);
      const [span] = await db
        .select({ from: min(argentineDay(modules.date)), to: max(argentineDay(modules.date)) })
        .from(purchases)
        .innerJoin(modules, eq(modules.id, purchases.inscriptionId))
        .where(and(finishedBy(userId), isNotNull(modules.date)));
      return { modules: all!.modules, from: span?.from ?? null, to: span?.to ?? null };
    },
  };
}
