import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../platform/dependencies';
import { recoveryRoutes } from './recovery-routes';
import { registrationRoutes } from './registration-routes';
import { sessionRoutes } from './session-routes';
import { socialRoutes } from './social-routes';

/** Accounts: registering and confirming, logging in and out, recovering a password, the social login. */
export const authRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  await app.register(registrationRoutes, services);
  await app.register(sessionRoutes, services);
  await app.register(recoveryRoutes, services);
  await app.register(socialRoutes, services);
};
