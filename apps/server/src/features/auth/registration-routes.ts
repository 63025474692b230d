import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmParamsSchema,
  messageResponseSchema,
  messages,
  registerPayloadSchema,
  resendConfirmationSchema,
  validationErrorSchema,
} from '@constelaciones/contract';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest } from '../../lib/errors';
import type { Services } from '../services';
import { userRepository } from '../users/repository';
import { confirmationMail, mailSiteOf } from './emails';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { hashPassword } from './passwords';

const { auth } = messages;

const usernameTaken = () => new HttpError(409, auth.usernameTaken, { username: auth.usernameTaken });
const emailTaken = () => new HttpError(409, auth.emailTaken, { email: auth.emailTaken });

/** Registration with a captcha, the e-mailed confirmation link, and sending that link again. */
export const registrationRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  const { database, captcha, mail } = services;
  const { db } = database;
  const users = userRepository(db);
  const mailSite = mailSiteOf(services);

  const sendConfirmation = async (
    account: { id: string; email: string; username: string },
    log: FastifyBaseLogger,
  ) => {
    const token = await issueEmailToken(db, account.id, 'confirm');
    mail.send(confirmationMail(mailSite, account.email, account.username, token), log);
  };

  app.post(
    '/user/register',
    {
      config: { access: 'public' },
      schema: {
        body: registerPayloadSchema,
        response: { 201: messageResponseSchema, 400: validationErrorSchema, 409: validationErrorSchema },
      },
      preHandler: app.limitAttempts('register', {
        perIp: 5,
        perAccount: { max: 3, field: { body: 'email' } },
      }),
    },
    async (request, reply) => {
      const { username, email, password, altcha } = request.body;
      // First, so that no robot learns which usernames or e-mails exist.
      if (!(await captcha.verify(altcha, request.ip))) {
        throw badRequest(messages.validation.captchaRequired, {
          altcha: messages.validation.captchaRequired,
        });
      }
      if (await users.usernameTaken(username)) throw usernameTaken();
      if (await users.findByEmail(email)) throw emailTaken();
      let account;
      try {
        account = await users.create({ username, email, passwordHash: await hashPassword(password) });
      } catch (error) {
        // Someone took the name or the address between the checks and the insert.
        if (isUniqueViolation(error))
          throw (await users.usernameTaken(username)) ? usernameTaken() : emailTaken();
        throw error;
      }
      await sendConfirmation(account, request.log);
      return reply.code(201).send({ msg: auth.registered });
    },
  );

  app.get(
    '/user/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        params: confirmParamsSchema,
        response: { 200: messageResponseSchema, 400: validationErrorSchema },
      },
      preHandler: app.limitAttempts('confirm', {
        perIp: 20,
        perAccount: { max: 5, field: { params: 'token' } },
      }),
    },
    async (request) => {
      const userId = await consumeEmailToken(db, request.params.token, 'confirm');
      if (!userId) throw badRequest(auth.confirmationInvalid);
      await users.confirm(userId);
      return { msg: auth.confirmed };
    },
  );

  app.post(
    '/user/resend-confirmation',
    {
      config: { access: 'public' },
      schema: { body: resendConfirmationSchema, response: { 200: messageResponseSchema } },
      preHandler: app.limitAttempts('resend', { perIp: 5, perAccount: { max: 3, field: { body: 'email' } } }),
    },
    async (request) => {
      const account = await users.findByEmail(request.body.email);
      if (account && !account.confirmedAt) await sendConfirmation(account, request.log);
      // The same answer either way: it must not tell whether the address has an account.
      return { msg: auth.confirmationResent };
    },
  );
};
