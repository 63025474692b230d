import type { FastifyPluginAsync } from 'fastify';
import { articleEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route, routeDelete } from '../../lib/endpoints';
import { routeCachedRead } from '../../lib/public-body';
import type { Dependencies } from '../../platform/dependencies';
import { articleService } from './service';

/** Articles (spec: /blog): read by anyone, written by the owner. */
export const articleRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const { catalog } = deps;
  const articles = articleService(deps);

  routeCachedRead(app, endpoints.list, () => catalog.bodies.articles());
  routeCachedRead(app, endpoints.show, (request) => catalog.bodies.article(request.params.id));

  route(app, endpoints.create, async (request) => ({
    ...(await articles.create(request.user, request.body, request.upload)),
    msg: messages.article.created,
  }));

  route(app, endpoints.edit, async (request) => ({
    article: await articles.edit(request.user, request.params.id, request.body, request.upload),
    msg: messages.article.updated,
  }));

  routeDelete(app, endpoints.remove, articles.remove, messages.article.deleted);
};
