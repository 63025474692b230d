import type { FastifyBaseLogger } from 'fastify';
import { messages, type GoogleLoginInput, type User } from '@constelaciones/contract';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { userView } from '../users';
import { finishOidcLogin, startOidcLogin } from './oidc-logins';
import { createSession } from '../../platform/sessions';
import { socialAccount } from './social-accounts';

const { auth } = messages;
const refused = (message: string = auth.socialLoginFailed) => new HttpError(401, message);

/**
 * Social login with OpenID Connect in a popup: the server issues state and nonce, the provider returns an
 * ID token to /auth/callback, and the server trusts only what that token proves, never a user sent by the browser.
 */
export function socialLoginService(deps: Dependencies) {
  const { database, oidc, config } = deps;
  const { db } = database;
  const write = auditedWrites(deps);

  const provider = () => {
    if (!oidc) throw notFound(auth.socialLoginDisabled);
    return oidc;
  };

  return {
    enabled: Boolean(oidc),

    /** The provider's authorization URL, with a fresh state and nonce. */
    async start(): Promise<string> {
      const oidc = provider();
      const { state, nonce } = await startOidcLogin(db);
      return oidc.authorizationUrl({ state, nonce, redirectUri: `${config.publicUrl}/auth/callback` });
    },

    /** The account the ID token proves (linked or created now), and a session for it. */
    async logIn(
      { idToken, state }: GoogleLoginInput,
      log: FastifyBaseLogger,
    ): Promise<{ token: string; user: User }> {
      const oidc = provider();
      // Used up first: a state works once, whatever the outcome.
      const nonce = await finishOidcLogin(db, state);
      if (!nonce) throw refused();
      const claims = await oidc.verifyIdToken(idToken).catch((error: unknown) => {
        log.warn({ err: error }, 'ID token refused');
        throw refused();
      });
      if (claims.nonce !== nonce) throw refused();
      if (!claims.email || !claims.emailVerified) throw refused(auth.socialEmailUnverified);
      const account = await socialAccount(write, oidc.issuer, { ...claims, email: claims.email });
      const token = await createSession(db, account.id);
      return { token, user: await userView(db, account) };
    },
  };
}
