import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Services } from '../../platform/dependencies';
import { auditRepository } from './repository';

/** The owner reads who changed what, newest first. */
export const auditRoutes: FastifyPluginAsync<Services> = async (app, { database }) => {
  const repository = auditRepository(database.db);
  route(app, endpoints.list, async (request) => ({ entries: await repository.latest(request.query.limit) }));
};
