import type { FastifyPluginAsync } from 'fastify';
import { siteStatusEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { firstHeader } from '../../lib/headers';
import type { Dependencies } from '../../platform/dependencies';
import { siteStatus } from './checks';

/** 'Estado del sitio': what going live needs, each done or not. */
export const siteStatusRoutes: FastifyPluginAsync<Dependencies> = async (
  app,
  { config, database, paymentAccounts },
) => {
  route(app, endpoints.status, async (request) => {
    const arrival = {
      protocol: request.protocol,
      forwardedProto: firstHeader(request.headers['x-forwarded-proto']),
    };
    return { checks: await siteStatus({ config, db: database.db, arrival, accounts: paymentAccounts }) };
  });
};
