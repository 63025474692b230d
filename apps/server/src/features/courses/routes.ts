import type { FastifyPluginAsync } from 'fastify';
import { courseEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route, routeDelete } from '../../lib/endpoints';
import { routeCachedRead } from '../../lib/public-body';
import type { Dependencies } from '../../platform/dependencies';
import { courseService } from './service';

/** Workshop courses (spec: /courses): the two workshop pages' records and their dates, written by the owner. */
export const courseRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const { catalog } = deps;
  const courses = courseService(deps);

  routeCachedRead(app, endpoints.list, () => catalog.bodies.courses());
  routeCachedRead(app, endpoints.show, (request) => catalog.bodies.course(request.params.id));

  route(app, endpoints.create, async (request) => ({
    course: await courses.create(request.user, request.body),
    msg: messages.course.created,
  }));

  route(app, endpoints.edit, async (request) => ({
    courseUpdated: await courses.edit(request.user, request.params.id, request.body),
    msg: messages.course.updated,
  }));

  routeDelete(app, endpoints.remove, courses.remove, messages.course.deleted);
};
