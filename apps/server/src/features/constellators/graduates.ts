import { and, asc, count, countDistinct, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type {
  ConstellatorConsent,
  Graduate,
  GraduateExportQuery,
  GraduateListQuery,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { modules, publishedGraduates, purchases, users } from '../../db/schema';
import { matchesSearch } from '../../db/search-fold';

type UserRow = typeof users.$inferSelect;

/** What the account agreed to about /consteladores. */
export const consentOf = (row: UserRow): ConstellatorConsent => ({
  listed: row.constellatorConsent,
  showsEmail: row.constellatorShowsEmail,
  showsPhone: row.constellatorShowsPhone,
});

/**
 * Who finished the training: the people with a finished purchase (`finish`, the owner's mark) in every module
 * of the training. A module is its number: live and recorded are the same module in two formats
 * (docs/decisions/003-module-types.md), so either one counts. One grouping over the finished module purchases
 * (purchases_finished_module_idx).
 */
function graduateIds(db: Db, userId?: string) {
  const trainingModules = db.select({ total: countDistinct(modules.number) }).from(modules);
  return db
    .select({ userId: purchases.userId })
    .from(purchases)
    .innerJoin(modules, eq(modules.id, purchases.inscriptionId))
    .where(
      and(
        eq(purchases.inscriptionModel, 'Module'),
        eq(purchases.finish, true),
        // A deleted account's purchases belong to nobody.
        userId ? eq(purchases.userId, userId) : isNotNull(purchases.userId),
      ),
    )
    .groupBy(purchases.userId)
    .having(sql`count(distinct ${modules.number}) = (${trainingModules})`);
}

const toGraduate = (row: { user: UserRow; published: boolean; finished: boolean }): Graduate => ({
  _id: row.user.id,
  firstName: row.user.firstName,
  lastName: row.user.lastName,
  country: row.user.country,
  email: row.user.email,
  phone: row.user.phone,
  consent: consentOf(row.user),
  published: row.published,
  finished: row.finished,
});

export function graduateRepository(db: Db) {
  /**
   * 'Formación Finalizada''s people: who finished the training, and who is still published without it (a
   * module un-marked since), so the owner can see and remove them; `who` narrows it to one account.
   */
  const listed = (search: string, who?: string) => {
    const finished = inArray(users.id, graduateIds(db, who));
    return db
      .select({
        user: users,
        published: sql<boolean>`${publishedGraduates.id} is not null`.mapWith(Boolean),
        finished: sql<boolean>`${finished}`.mapWith(Boolean),
      })
      .from(users)
      .leftJoin(publishedGraduates, eq(publishedGraduates.userId, users.id))
      .where(
        and(
          or(finished, isNotNull(publishedGraduates.id)),
          matchesSearch(users.searchText, search),
          who ? eq(users.id, who) : undefined,
        ),
      )
      .$dynamic();
  };
  const bySurname = (search: string) =>
    listed(search).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));

  return {
    /** One page of 'Formación Finalizada' matching 'Buscar alumno', by surname, and how many match. */
    async list({ search, page, size }: GraduateListQuery) {
      const [rows, [totals]] = await Promise.all([
        bySurname(search)
          .limit(size)
          .offset((page - 1) * size),
        db.select({ total: count() }).from(listed(search).as('listed')),
      ]);
      return { graduates: rows.map(toGraduate), total: totals!.total };
    },

    /** Every graduate matching 'Buscar alumno', by surname: the list's CSV file. */
    async all({ search }: GraduateExportQuery) {
      return (await bySurname(search)).map(toGraduate);
    },

    /** The person, when they finished the training or are still published. */
    async find(userId: string): Promise<Graduate | undefined> {
      const [row] = await listed('', userId);
      return row && toGraduate(row);
    },
  };
}

/**
 * Whether one account finished the training: the rule of 'Formación Finalizada' above, for the certificates.
 */
export async function isGraduate(db: Db, userId: string): Promise<boolean> {
  const [row] = await graduateIds(db, userId);
  return row !== undefined;
}
