import type { FastifyPluginAsync } from 'fastify';
import { siteStatusEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { arrivalOf } from './arrival';
import { siteStatus } from './checks';

/** 'Estado del sitio': what going live needs, each done or not. */
export const siteStatusRoutes: FastifyPluginAsync<Dependencies> = async (
  app,
  { config, database, paymentAccounts },
) => {
  route(app, endpoints.status, async (request) => ({
    checks: await siteStatus({
      config,
      db: database.db,
      arrival: arrivalOf(request),
      accounts: paymentAccounts,
    }),
  }));
};
