// A local OpenID provider on loopback for the end-to-end tests of the social login button, with
// oidc-provider's development pages: a 'Sign-in' form (fields `login` and `password`, button 'Sign-in')
// that accepts any login and any password. No consent page: the site's scopes are granted at once.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import Provider, { interactionPolicy } from 'oidc-provider';
import { socialPerson } from './accounts.mjs';

/** Claims of whoever signs in: the test person, or an e-mail made from the login typed. */
function personFor(login) {
  if (login === socialPerson.login) return socialPerson;
  const email = login.includes('@') ? login : `${login}@example.com`;
  return { email, name: email.split('@')[0] };
}

/**
 * Starts the provider at http://127.0.0.1:{port} (0: any free port) for one client whose redirect URI is
 * `redirectUri`, answering response_type=id_token in the fragment. Returns its issuer and client id.
 */
export async function startOidcProvider({ port = 0, redirectUri, clientId = 'constelaciones-e2e' }) {
  // Consent is granted by loadExistingGrant below, also for the native client (see `clients`).
  const policy = interactionPolicy.base();
  policy.get('consent').checks.remove('native_client_prompt');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  let provider;
  const server = (await import('node:http')).createServer((request, response) =>
    provider.callback()(request, response),
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        // Native: the only kind oidc-provider lets use plain http on a loopback address with an implicit flow.
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        response_types: ['id_token'],
        grant_types: ['implicit'],
        redirect_uris: [redirectUri],
      },
    ],
    responseTypes: ['id_token'],
    jwks: { keys: [{ ...signingKey, kid: 'e2e', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomUUID()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    interactions: { policy },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, IdToken: 600 },
    async findAccount(_ctx, accountId) {
      const person = personFor(accountId);
      const [given, ...family] = person.name.split(' ');
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: person.email,
          email_verified: true,
          name: person.name,
          given_name: given,
          family_name: family.join(' '),
        }),
      };
    },
    // Skips the consent page: every scope the site asks for is granted.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    clientId,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
