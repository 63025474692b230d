import type { FastifyPluginAsync } from 'fastify';
import { dateChangeEndpoints as endpoints, type InscriptionModel } from '@constelaciones/contract';
import { eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { route } from '../../lib/endpoints';
import type { Services } from '../../platform/dependencies';
import { enrolledAhead, purchasesOf } from './changes';

/** The picked item's purchases whose date is the one an edit would move (a workshop's current date). */
async function currentPurchases(services: Services, model: InscriptionModel, id: string) {
  if (model !== 'Course') return purchasesOf(model, id);
  const [course] = await services.database.db
    .select({ day: courses.day })
    .from(courses)
    .where(eq(courses.id, id));
  return course?.day ? purchasesOf(model, id, course.day) : sql`false`;
}

/** The admin forms ask whether a change of date has anyone to tell (issue 22). */
export const dateReminderRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  route(app, endpoints.enrolled, async (request) => ({
    enrolled: await enrolledAhead(
      services.database.db,
      await currentPurchases(services, request.query.model, request.params.id),
    ),
  }));
};
