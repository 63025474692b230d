import type { FastifyPluginAsync } from 'fastify';
import { dateChangeEndpoints as endpoints, type InscriptionModel } from '@constelaciones/contract';
import { eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { enrolledAhead, purchasesOf } from './changes';

/** The picked item's purchases whose date is the one an edit would move (a workshop's current date). */
async function currentPurchases(deps: Dependencies, model: InscriptionModel, id: string) {
  if (model !== 'Course') return purchasesOf(model, id);
  const [course] = await deps.database.db
    .select({ day: courses.day })
    .from(courses)
    .where(eq(courses.id, id));
  return course?.day ? purchasesOf(model, id, course.day) : sql`false`;
}

/** The admin forms ask whether a change of date has anyone to tell. */
export const dateReminderRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  route(app, endpoints.enrolled, async (request) => ({
    enrolled: await enrolledAhead(
      deps.database.db,
      await currentPurchases(deps, request.query.model, request.params.id),
    ),
  }));
};
