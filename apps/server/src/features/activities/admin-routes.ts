import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityCreateSchema,
  activityEditSchema,
  activitySchema,
  messages,
  type ActivityCreateOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { activities, courses, modules } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { readMultipartForm } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { removeImageVariants } from '../../integrations/images';
import { deleteAudited, recordChange } from '../audit/audit';
import { writeWithImage } from '../images/upload';
import type { Services } from '../services';
import { toActivity } from './repository';

const idParams = z.object({ id: z.string() });
const activityResponse = z.object({ activity: activitySchema, msg: z.string() });

/** The association must name a course or a module that exists. */
async function checkAssociation(
  db: Db,
  activity: Pick<ActivityCreateOutput, 'associate' | 'associateModel'>,
) {
  if (!activity.associateModel || !activity.associate) return;
  const table = activity.associateModel === 'Course' ? courses : modules;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, activity.associate))
    .limit(1);
  if (!row) {
    throw badRequest(messages.validation.associateNotFound, {
      associate: messages.validation.associateNotFound,
    });
  }
}

function toColumns(activity: ActivityCreateOutput) {
  return {
    title: activity.title,
    description: activity.description,
    day: new Date(activity.day),
    pricePesos: activity.pricePesos,
    priceDolar: activity.priceDolar,
    modality: activity.modality,
    city: activity.city,
    important: activity.important,
    associate: activity.associate,
    associateModel: activity.associate ? activity.associateModel : null,
  };
}

/** The owner creates, edits, archives and deletes activities (multipart, with the image). */
export const activityAdminRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { database, images, catalog },
) => {
  const { db } = database;

  app.post(
    '/activities/create',
    { config: { access: 'admin' }, schema: { response: { 201: activityResponse } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'img');
      const activity = parseOrThrow(activityCreateSchema, form.fields);
      if (!form.file) {
        throw badRequest(messages.validation.imageRequired, { img: messages.validation.imageRequired });
      }
      await checkAssociation(db, activity);
      const row = await writeWithImage(images, form.file, '', (img) =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(activities)
            .values({ ...toColumns(activity), img })
            .returning();
          await recordChange(tx, {
            actorId: request.user!.id,
            action: 'create',
            entity: 'activity',
            entityId: created!.id,
            after: toActivity(created!),
          });
          return created!;
        }),
      );
      catalog.invalidate('activities');
      return reply.code(201).send({ activity: toActivity(row), msg: messages.activity.created });
    },
  );

  app.put(
    '/activities/edit/:id',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: activityResponse } } },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const form = await readMultipartForm(request, 'img');
      const activity = parseOrThrow(activityEditSchema, form.fields);
      const [current] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
      if (!current) throw notFound();
      await checkAssociation(db, activity);
      // A new file replaces the image; without one the existing image is kept (any name sent is ignored).
      const row = await writeWithImage(images, form.file, current.img, (img) =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(activities)
            .set({ ...toColumns(activity), archived: activity.archived, img, updatedAt: new Date() })
            .where(eq(activities.id, id))
            .returning();
          await recordChange(tx, {
            actorId: request.user!.id,
            action: 'update',
            entity: 'activity',
            entityId: id,
            before: toActivity(current),
            after: toActivity(updated!),
          });
          return updated!;
        }),
      );
      catalog.invalidate('activities');
      return { activity: toActivity(row), msg: messages.activity.updated };
    },
  );

  app.delete(
    '/activities/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.object({ msg: z.string() }) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const removed = await deleteAudited(
        db,
        { actorId: request.user!.id, entity: 'activity', entityId: id },
        async (tx) => (await tx.delete(activities).where(eq(activities.id, id)).returning())[0],
        toActivity,
      );
      if (!removed) throw notFound();
      await removeImageVariants(images, removed.img);
      catalog.invalidate('activities');
      return { msg: messages.activity.deleted };
    },
  );
};
