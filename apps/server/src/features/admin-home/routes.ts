import type { FastifyPluginAsync } from 'fastify';
import { adminHomeEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { arrivalOf } from '../site-status';
import { adminHome } from './home';

/**
 * 'Inicio', where the admin opens (docs/decisions/072-admin-home.md): what needs the owner today, the purchases
 * made since her last visit, and what going live still needs.
 */
export const adminHomeRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  route(app, endpoints.home, async (request) => adminHome(deps, request.user.id, arrivalOf(request)));
};
