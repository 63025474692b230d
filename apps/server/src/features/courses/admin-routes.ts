import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURSE_SLUGS, courseEditSchema, courseSchema, messages } from '@constelaciones/contract';
import { activities, courses } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { deleteAudited, recordChange } from '../audit/audit';
import type { Services } from '../services';
import { toCourse } from './repository';

const idParams = z.object({ id: z.string() });
const courseCreateSchema = courseEditSchema.extend({
  slug: z.enum(COURSE_SLUGS, { error: messages.server.invalidInput }),
  title: z.string().trim().min(1, { error: messages.validation.titleRequired }),
});

/**
 * The owner edits the two workshop courses (the title is not editable). Creating and deleting exist for
 * the spec's calls; a course is tied to its workshop page by slug, so there is at most one per page.
 */
export const courseAdminRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, catalog }) => {
  const { db } = database;

  app.put(
    '/courses/edit/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: courseEditSchema,
        response: { 200: z.object({ courseUpdated: courseSchema, msg: z.string() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(courses).where(eq(courses.id, id)).limit(1);
        if (!current) return undefined;
        const [updated] = await tx
          .update(courses)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(courses.id, id))
          .returning();
        await recordChange(tx, {
          actorId: request.user!.id,
          action: 'update',
          entity: 'course',
          entityId: id,
          before: toCourse(current),
          after: toCourse(updated!),
        });
        return updated;
      });
      if (!row) throw notFound();
      catalog.invalidate('courses');
      return { courseUpdated: toCourse(row), msg: messages.course.updated };
    },
  );

  app.post(
    '/courses/create',
    {
      config: { access: 'admin' },
      schema: {
        body: courseCreateSchema,
        response: { 201: z.object({ course: courseSchema, msg: z.string() }) },
      },
    },
    async (request, reply) => {
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.slug, request.body.slug));
        if (existing) throw new HttpError(409, messages.course.slugTaken);
        const [created] = await tx.insert(courses).values(request.body).returning();
        await recordChange(tx, {
          actorId: request.user!.id,
          action: 'create',
          entity: 'course',
          entityId: created!.id,
          after: toCourse(created!),
        });
        return created!;
      });
      catalog.invalidate('courses');
      return reply.code(201).send({ course: toCourse(row), msg: messages.course.created });
    },
  );

  app.delete(
    '/courses/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.object({ msg: z.string() }) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const removed = await deleteAudited(
        db,
        { actorId: request.user!.id, entity: 'course', entityId: id },
        async (tx) => {
          const [linked] = await tx
            .select({ id: activities.id })
            .from(activities)
            .where(and(eq(activities.associateModel, 'Course'), eq(activities.associate, id)))
            .limit(1);
          if (linked) throw new HttpError(409, messages.course.hasActivities);
          return (await tx.delete(courses).where(eq(courses.id, id)).returning())[0];
        },
        toCourse,
      );
      if (!removed) throw notFound();
      catalog.invalidate('courses');
      return { msg: messages.course.deleted };
    },
  );
};
