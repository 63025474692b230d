import { and, asc, count, countDistinct, eq, sql } from 'drizzle-orm';
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
 * Who finished the training: the people with a finished enrolment (`finish`, the owner's mark) in every module
 * of the training. A module is its number: live and recorded are the same module in two formats (decision 3),
 * so either one counts. One grouping over the finished module enrolments (purchases_finished_module_idx).
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
        userId ? eq(purchases.userId, userId) : undefined,
      ),
    )
    .groupBy(purchases.userId)
    .having(sql`count(distinct ${modules.number}) = (${trainingModules})`)
    .as('graduate');
}

const graduateColumns = {
  user: users,
  published: sql<boolean>`${publishedGraduates.id} is not null`.mapWith(Boolean),
};

const toGraduate = ({ user, published }: { user: UserRow; published: boolean }): Graduate => ({
  _id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country,
  email: user.email,
  phone: user.phone,
  consent: consentOf(user),
  published,
});

export function graduateRepository(db: Db) {
  /** The graduates matching 'Buscar alumno', by surname, then name. */
  const bySurname = (search: string) => {
    const graduate = graduateIds(db);
    return db
      .select(graduateColumns)
      .from(graduate)
      .innerJoin(users, eq(users.id, graduate.userId))
      .leftJoin(publishedGraduates, eq(publishedGraduates.userId, users.id))
      .where(matchesSearch(users.searchText, search))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .$dynamic();
  };

  return {
    /** One page of 'Formación Finalizada' matching 'Buscar alumno', by surname, and how many match. */
    async list({ search, page, size }: GraduateListQuery) {
      const graduate = graduateIds(db);
      const matching = matchesSearch(users.searchText, search);
      const [rows, [totals]] = await Promise.all([
        bySurname(search)
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(graduate)
          .innerJoin(users, eq(users.id, graduate.userId))
          .where(matching),
      ]);
      return { graduates: rows.map(toGraduate), total: totals!.total };
    },

    /** Every graduate matching 'Buscar alumno', by surname: the list's CSV file. */
    async all({ search }: GraduateExportQuery) {
      return (await bySurname(search)).map(toGraduate);
    },

    /** The person, when they finished the training. */
    async find(userId: string): Promise<Graduate | undefined> {
      const graduate = graduateIds(db, userId);
      const [row] = await db
        .select(graduateColumns)
        .from(graduate)
        .innerJoin(users, eq(users.id, graduate.userId))
        .leftJoin(publishedGraduates, eq(publishedGraduates.userId, users.id));
      return row && toGraduate(row);
    },
  };
}
