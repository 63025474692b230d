import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  googleLoginSchema,
  loginResponseSchema,
  messageResponseSchema,
  messages,
  oidcConfigResponseSchema,
  oidcStartResponseSchema,
} from '@constelaciones/contract';
import { HttpError, notFound } from '../../lib/errors';
import type { Services } from '../services';
import { userView } from '../users/user-view';
import { finishOidcLogin, startOidcLogin } from './oidc-logins';
import { createSession } from './sessions';
import { socialAccount } from './social-accounts';

const { auth } = messages;
const refused = (message: string = auth.socialLoginFailed) => new HttpError(401, message);

/**
 * Social login with OpenID Connect in a popup: the server issues state and nonce, the provider returns an
 * ID token to /auth/callback, and the server trusts only what that token proves, never a user sent by the browser.
 */
export const socialRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, oidc, config }) => {
  const { db } = database;

  app.get(
    '/user/oidc/config',
    { config: { access: 'public' }, schema: { response: { 200: oidcConfigResponseSchema } } },
    async () => ({ enabled: Boolean(oidc) }),
  );

  app.get(
    '/user/oidc/start',
    {
      config: { access: 'public' },
      schema: { response: { 200: oidcStartResponseSchema, 404: messageResponseSchema } },
      preHandler: app.limitAttempts('oidc-start', { perIp: 30 }),
    },
    async (_request, reply) => {
      if (!oidc) throw notFound(auth.socialLoginDisabled);
      const { state, nonce } = await startOidcLogin(db);
      void reply.header('cache-control', 'no-store');
      return {
        url: await oidc.authorizationUrl({ state, nonce, redirectUri: `${config.publicUrl}/auth/callback` }),
      };
    },
  );

  app.post(
    '/user/google-login',
    {
      config: { access: 'public' },
      schema: {
        body: googleLoginSchema,
        response: { 200: loginResponseSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
      preHandler: app.limitAttempts('social-login', { perIp: 20 }),
    },
    async (request) => {
      if (!oidc) throw notFound(auth.socialLoginDisabled);
      const { idToken, state } = request.body;
      // Used up first: a state works once, whatever the outcome.
      const nonce = await finishOidcLogin(db, state);
      if (!nonce) throw refused();
      const claims = await oidc.verifyIdToken(idToken).catch((error: unknown) => {
        request.log.warn({ err: error }, 'ID token refused');
        throw refused();
      });
      if (claims.nonce !== nonce) throw refused();
      if (!claims.email || !claims.emailVerified) throw refused(auth.socialEmailUnverified);
      const account = await socialAccount(db, oidc.issuer, { ...claims, email: claims.email });
      const token = await createSession(db, account.id);
      return { token, user: await userView(db, account), msg: auth.welcome };
    },
  );
};
