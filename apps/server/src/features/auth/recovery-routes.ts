import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  messages,
  newPasswordPayloadSchema,
  recoveryEmailSchema,
  validationErrorSchema,
} from '@constelaciones/contract';
import { badRequest } from '../../lib/errors';
import type { Services } from '../services';
import { userRepository } from '../users/repository';
import { mailSiteOf, recoveryMail } from './emails';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

/** 'Recuperar mi cuenta': the e-mailed link, then a new password that logs the account out everywhere. */
export const recoveryRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  const { database, mail } = services;
  const { db } = database;
  const users = userRepository(db);
  const mailSite = mailSiteOf(services);

  app.post(
    '/user/recovery',
    {
      config: { access: 'public' },
      schema: { body: recoveryEmailSchema, response: { 200: messageResponseSchema } },
      preHandler: app.limitAttempts('recovery', {
        perIp: 5,
        perAccount: { max: 3, field: { body: 'email' } },
      }),
    },
    async (request) => {
      const account = await users.findByEmail(request.body.email);
      if (account) {
        const token = await issueEmailToken(db, account.id, 'recover');
        mail.send(recoveryMail(mailSite, account.email, account.username, token), request.log);
      }
      // The same answer either way: it must not tell whether the address is registered.
      return { msg: messages.auth.recoverySent };
    },
  );

  app.post(
    '/user/recovery-password',
    {
      config: { access: 'public' },
      schema: {
        body: newPasswordPayloadSchema,
        response: { 200: messageResponseSchema, 400: validationErrorSchema },
      },
      preHandler: app.limitAttempts('recovery-password', {
        perIp: 10,
        perAccount: { max: 5, field: { body: 'uuid' } },
      }),
    },
    async (request) => {
      const { password, uuid } = request.body;
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, uuid, 'recover');
        if (!userId) return false;
        const accounts = userRepository(tx);
        await accounts.update(userId, { passwordHash });
        // Following the link proved the address too.
        await accounts.confirm(userId);
        await revokeUserSessions(tx, userId);
        return true;
      });
      if (!changed) throw badRequest(messages.auth.recoveryInvalid);
      return { msg: messages.auth.passwordChanged };
    },
  );
};
