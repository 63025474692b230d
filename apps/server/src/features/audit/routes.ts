import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { auditRepository } from './repository';

/** The owner reads who changed what, newest first. */
export const auditRoutes: FastifyPluginAsync<Dependencies> = async (app, { database }) => {
  const repository = auditRepository(database.db);
  route(app, endpoints.list, async (request) => ({ entries: await repository.latest(request.query.limit) }));
};
