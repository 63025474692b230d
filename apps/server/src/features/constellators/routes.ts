import type { FastifyPluginAsync } from 'fastify';
import { constellatorEndpoints as endpoints } from '@constelaciones/contract';
import { routeCachedRead } from '../../lib/public-body';
import type { Services } from '../services';

export const constellatorRoutes: FastifyPluginAsync<Services> = async (app, { catalog }) => {
  routeCachedRead(app, endpoints.list, () => catalog.bodies.constellators());
};
