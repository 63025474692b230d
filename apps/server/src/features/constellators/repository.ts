import { asc } from 'drizzle-orm';
import type { Constellator } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { constellators } from '../../db/schema';

export function constellatorRepository(db: Db) {
  return {
    async list(): Promise<Constellator[]> {
      const rows = await db
        .select()
        .from(constellators)
        .orderBy(asc(constellators.lastName), asc(constellators.firstName));
      return rows.map((row) => ({
        _id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        country: row.country,
        email: row.email,
        phone: row.phone,
        avatar: row.avatar,
      }));
    },
  };
}
