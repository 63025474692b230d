import type { FastifyPluginAsync } from 'fastify';
import { agendaEndpoints as endpoints, messages } from '@constelaciones/contract';
import { notFound } from '../../lib/errors';
import { route, routeDelete } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { agendaEntryRepository } from './repository';
import { agendaService } from './service';

/** The owner's agenda entries (admin tab 'Agenda'); /agenda itself reads the catalog. */
export const agendaRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const repository = agendaEntryRepository(deps.database.db);
  const agenda = agendaService(deps);

  route(app, endpoints.list, async () => ({ entries: await repository.list() }));
  route(app, endpoints.show, async (request) => {
    const entry = await repository.find(request.params.id);
    if (!entry) throw notFound();
    return { entry };
  });
  route(app, endpoints.create, async (request) => ({
    entry: await agenda.create(request.user, request.body),
    msg: messages.agenda.created,
  }));
  route(app, endpoints.edit, async (request) => ({
    entry: await agenda.edit(request.user, request.params.id, request.body),
    msg: messages.agenda.updated,
  }));
  routeDelete(app, endpoints.remove, agenda.remove, messages.agenda.deleted);
};
