import type { FastifyPluginAsync } from 'fastify';
import type { Dependencies } from '../../platform/dependencies';
import { recoveryRoutes } from './recovery-routes';
import { registrationRoutes } from './registration-routes';
import { sessionRoutes } from './session-routes';
import { socialRoutes } from './social-routes';

/** Accounts: registering and confirming, logging in and out, recovering a password, the social login. */
export const authRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  await app.register(registrationRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(recoveryRoutes, deps);
  await app.register(socialRoutes, deps);
};
