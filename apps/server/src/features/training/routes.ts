import type { FastifyPluginAsync } from 'fastify';
import { messages, moduleEndpoints as endpoints } from '@constelaciones/contract';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/endpoints';
import { routeCachedRead } from '../../lib/public-body';
import type { Dependencies } from '../../platform/dependencies';
import { moduleRepository, toModule } from './repository';
import { progressService } from './progress';
import { moduleService } from './service';
import { mayWatch } from './watchers';

/** The training's modules (spec: /modules): read by anyone, edited by the owner; a student's progress in one. */
export const trainingRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const repository = moduleRepository(deps.database.db);
  const modules = moduleService(deps);
  const progress = progressService(deps);

  // The public list, without the paid links.
  routeCachedRead(app, endpoints.list, () => deps.catalog.bodies.modules());

  route(app, endpoints.show, async (request) => {
    const row = await repository.find(request.params.id);
    if (!row) throw notFound();
    // Paid content leaves the server only for admins and for students with a paid purchase of the module.
    const withLink = await mayWatch(deps.database.db, request.user, row.id);
    return { module: toModule(row, { withLink }) };
  });

  route(app, endpoints.edit, async (request) => ({
    moduleUpdated: await modules.edit(request.user, request.params.id, request.body),
    msg: messages.module.updated,
  }));

  route(app, endpoints.progress, async (request) => ({ progress: await progress.mine(request.user) }));
  route(app, endpoints.saveProgress, async (request) => ({
    progress: await progress.save(request.user, request.params.id, request.body),
  }));
};
