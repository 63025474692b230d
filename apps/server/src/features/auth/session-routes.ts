import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UNCONFIRMED,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  messages,
  reloggedResponseSchema,
  unconfirmedErrorSchema,
} from '@constelaciones/contract';
import { HttpError } from '../../lib/errors';
import type { Services } from '../services';
import { userRepository } from '../users/repository';
import { userView } from '../users/user-view';
import { passwordMatches } from './credentials';
import { createSession, revokeSession } from './sessions';

/** Logging in with a username or e-mail and a password, staying logged in, logging out. */
export const sessionRoutes: FastifyPluginAsyncZod<Services> = async (app, { database }) => {
  const { db } = database;
  const users = userRepository(db);

  app.post(
    '/user/login',
    {
      config: { access: 'public' },
      schema: {
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: messageResponseSchema, 403: unconfirmedErrorSchema },
      },
      preHandler: app.limitAttempts('login', { perIp: 10, perAccount: { max: 5, field: { body: 'user' } } }),
    },
    async (request, reply) => {
      const { user: login, password } = request.body;
      const account = await users.findByLogin(login);
      // Verified even when there is no account, so that both failures take the same time.
      if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
        throw new HttpError(401, messages.auth.invalidCredentials);
      }
      // Told only to whoever knows the password, so it reveals nothing about which accounts exist.
      if (!account.confirmedAt) {
        return reply.code(403).send({ msg: messages.auth.unconfirmed, code: UNCONFIRMED });
      }
      const token = await createSession(db, account.id);
      return { token, user: await userView(db, account), msg: messages.auth.welcome };
    },
  );

  app.get(
    '/user/relogged',
    { config: { access: 'user' }, schema: { response: { 200: reloggedResponseSchema } } },
    async (request) => {
      const account = await users.findById(request.user!.id);
      if (!account) throw new HttpError(401, messages.server.unauthorized);
      return { status: 'ok' as const, user: await userView(db, account) };
    },
  );

  app.post(
    '/user/logout',
    { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await revokeSession(db, request.user!.sessionId);
      return { msg: messages.auth.loggedOut };
    },
  );
};
