import type { FastifyPluginAsync } from 'fastify';
import { messages, moduleEndpoints as endpoints } from '@constelaciones/contract';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/endpoints';
import { routeCachedRead } from '../../lib/public-body';
import { purchaseRepository } from '../purchases/repository';
import type { Services } from '../services';
import { moduleRepository, toModule } from './repository';
import { moduleService } from './service';

export const moduleRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const repository = moduleRepository(services.database.db);
  const purchases = purchaseRepository(services.database.db);
  const modules = moduleService(services);

  // The public list, without the paid links.
  routeCachedRead(app, endpoints.list, () => services.catalog.bodies.modules());

  route(app, endpoints.show, async (request) => {
    const row = await repository.find(request.params.id);
    if (!row) throw notFound();
    // Paid content leaves the server only for admins and for students with a paid enrolment of the module.
    const { user } = request;
    const withLink =
      user?.role === 'ADMIN' || (user !== null && (await purchases.ownsModule(user.id, row.id)));
    return { module: toModule(row, { withLink }) };
  });

  route(app, endpoints.edit, async (request) => ({
    moduleUpdated: await modules.edit(request.user, request.params.id, request.body),
    msg: messages.module.updated,
  }));
};
