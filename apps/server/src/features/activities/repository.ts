import { and, asc, eq } from 'drizzle-orm';
import type { Activity } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

export type ActivityRow = typeof activities.$inferSelect;

export function toActivity(row: ActivityRow): Activity {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    img: row.img,
    day: row.day.toISOString(),
    pricePesos: row.pricePesos,
    priceDolar: row.priceDolar,
    modality: row.modality,
    city: row.city,
    important: row.important,
    archived: row.archived,
    associate: row.associate,
    associateModel: row.associateModel,
    kind: row.kind,
    capacity: row.capacity,
    installments: row.installments,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function activityRepository(db: Db) {
  return {
    async listPublic(): Promise<Activity[]> {
      const rows = await db
        .select()
        .from(activities)
        .where(eq(activities.archived, false))
        .orderBy(asc(activities.day));
      return rows.map(toActivity);
    },
    async listAll(): Promise<Activity[]> {
      const rows = await db.select().from(activities).orderBy(asc(activities.day));
      return rows.map(toActivity);
    },
    async find(id: string, options: { includeArchived: boolean }): Promise<Activity | undefined> {
      const where = options.includeArchived
        ? eq(activities.id, id)
        : and(eq(activities.id, id), eq(activities.archived, false));
      const [row] = await db.select().from(activities).where(where).limit(1);
      return row && toActivity(row);
    },
  };
}
