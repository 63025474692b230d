import { and, asc, eq } from 'drizzle-orm';
import type { Course, CourseCreateOutput, CourseEditOutput, CourseSlug } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { activities, courses } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;

export function toCourse(row: CourseRow): Course {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    day: row.day,
    hour: row.hour,
    priceAnticipedPesos: row.priceAnticipedPesos,
    pricePesos: row.pricePesos,
    priceDolar: row.priceDolar,
    linkMP: row.linkMP,
    linkPP: row.linkPP,
    capacity: row.capacity,
    installments: row.installments,
  };
}

/** The courses' queries, on the database or inside a write's transaction. */
export function courseRepository(db: Db) {
  return {
    async list(): Promise<Course[]> {
      return (await db.select().from(courses).orderBy(asc(courses.slug))).map(toCourse);
    },
    async find(id: string): Promise<Course | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
      return row && toCourse(row);
    },
    async findBySlug(slug: CourseSlug): Promise<Course | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.slug, slug)).limit(1);
      return row && toCourse(row);
    },
    /** The course as it is now, locked until the transaction ends, so that its audited `before` holds. */
    async lock(id: string): Promise<Course | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
      return row && toCourse(row);
    },
    async hasActivities(id: string): Promise<boolean> {
      const [linked] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.associateModel, 'Course'), eq(activities.associate, id)))
        .limit(1);
      return Boolean(linked);
    },
    async insert(values: CourseCreateOutput): Promise<Course> {
      const [row] = await db.insert(courses).values(values).returning();
      return toCourse(row!);
    },
    async update(id: string, values: Omit<CourseEditOutput, 'notify'>): Promise<Course> {
      const [row] = await db
        .update(courses)
        .set({ ...values, demo: false })
        .where(eq(courses.id, id))
        .returning();
      return toCourse(row!);
    },
    async remove(id: string): Promise<Course | undefined> {
      const [row] = await db.delete(courses).where(eq(courses.id, id)).returning();
      return row && toCourse(row);
    },
  };
}
