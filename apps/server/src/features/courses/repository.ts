import { asc, eq } from 'drizzle-orm';
import type { Course, CourseSlug } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';

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
  };
}

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
  };
}
