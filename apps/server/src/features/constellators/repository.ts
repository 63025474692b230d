import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Constellator } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { constellators, publishedGraduates, users } from '../../db/schema';

/** A contact datum of a published graduate, or '' when they did not agree to show it. */
const shownIf = (agreed: AnyColumn, value: AnyColumn) =>
  sql<string>`case when ${agreed} then ${value} else '' end`;

export function constellatorRepository(db: Db) {
  return {
    /**
     * /consteladores: those entered by hand, and the published graduates as their accounts are now (name,
     * country, avatar; e-mail and phone only as their consent allows), by surname.
     */
    async list(): Promise<Constellator[]> {
      const entered = db
        .select({
          _id: constellators.id,
          firstName: constellators.firstName,
          lastName: constellators.lastName,
          country: constellators.country,
          email: constellators.email,
          phone: constellators.phone,
          avatar: constellators.avatar,
        })
        .from(constellators);
      const graduates = db
        .select({
          _id: publishedGraduates.id,
          firstName: users.firstName,
          lastName: users.lastName,
          country: users.country,
          email: shownIf(users.constellatorShowsEmail, users.email),
          phone: shownIf(users.constellatorShowsPhone, users.phone),
          avatar: users.avatar,
        })
        .from(publishedGraduates)
        .innerJoin(users, eq(users.id, publishedGraduates.userId));
      // A union is ordered by its result columns, named by the first select.
      return entered
        .unionAll(graduates)
        .orderBy(sql`${sql.identifier('last_name')}`, sql`${sql.identifier('first_name')}`);
    },
  };
}
