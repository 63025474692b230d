import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints as endpoints, messages } from '@constelaciones/contract';
import { HttpError, notFound } from '../../lib/errors';
import { route, routeDelete } from '../../lib/endpoints';
import { sendPublicBody } from '../../lib/public-body';
import type { Dependencies } from '../../platform/dependencies';
import { activityRepository } from './repository';
import { activityService } from './service';

/** Activities (spec: /activities): the calendar's dated events, read by anyone, written by the owner. */
export const activityRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const repository = activityRepository(deps.database.db);
  const activities = activityService(deps);

  route(app, endpoints.list, async (request, reply) => {
    if (!request.query.include) {
      return sendPublicBody(request, reply, await deps.catalog.bodies.activities());
    }
    // The admin list also shows archived activities, so that the owner can restore them.
    if (request.user?.role !== 'ADMIN') throw new HttpError(403, messages.server.forbidden);
    return { activities: await repository.listAll() };
  });

  route(app, endpoints.show, async (request, reply) => {
    const { id } = request.params;
    // Archived activities are hidden from the public, not from the owner who may restore them.
    if (request.user?.role === 'ADMIN') {
      const activity = await repository.find(id, { includeArchived: true });
      if (!activity) throw notFound();
      return { activity };
    }
    return sendPublicBody(request, reply, await deps.catalog.bodies.activity(id));
  });

  route(app, endpoints.create, async (request) => ({
    activity: await activities.create(request.user, request.body, request.upload),
    msg: messages.activity.created,
  }));

  route(app, endpoints.edit, async (request) => ({
    activity: await activities.edit(request.user, request.params.id, request.body, request.upload),
    msg: messages.activity.updated,
  }));

  routeDelete(app, endpoints.remove, activities.remove, messages.activity.deleted);
};
