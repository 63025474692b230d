import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** What an ID token tells about a person, once its signature, issuer, audience and expiry are checked. */
export interface IdTokenClaims {
  subject: string;
  nonce: string | undefined;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
}

/** An OpenID Connect provider used in a popup with response_type=id_token (no client secret involved). */
export interface OidcProvider {
  readonly issuer: string;
  authorizationUrl(request: { state: string; nonce: string; redirectUri: string }): Promise<string>;
  /** Throws unless the token is a valid ID token of this provider for this client. */
  verifyIdToken(idToken: string): Promise<IdTokenClaims>;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  jwks_uri: z.url(),
});

const claimsSchema = z.object({
  sub: z.string().min(1),
  nonce: z.string().optional(),
  azp: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]),
  email: z.string().optional(),
  // Some providers send the flag as text.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

/** Provider metadata changes rarely; keys rotate, and jose refetches them when an unknown key id shows up. */
const DISCOVERY_TTL_MS = 60 * 60_000;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

interface Discovered {
  authorizationEndpoint: string;
  keys: JWTVerifyGetKey;
}

export function oidcProvider({ issuer, clientId }: { issuer: string; clientId: string }): OidcProvider {
  let discovered: Promise<Discovered> | undefined;
  let discoveredAt = 0;

  async function discover(): Promise<Discovered> {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OpenID discovery ${url} answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    if (document.issuer !== issuer)
      throw new Error(`OpenID discovery names issuer ${document.issuer}, not ${issuer}`);
    return {
      authorizationEndpoint: document.authorization_endpoint,
      keys: createRemoteJWKSet(new URL(document.jwks_uri)),
    };
  }

  const metadata = (): Promise<Discovered> => {
    if (!discovered || Date.now() - discoveredAt > DISCOVERY_TTL_MS) {
      discoveredAt = Date.now();
      // A failed discovery is not cached: the next login tries again.
      discovered = discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    }
    return discovered;
  };

  return {
    issuer,
    async authorizationUrl({ state, nonce, redirectUri }) {
      const url = new URL((await metadata()).authorizationEndpoint);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'id_token',
        response_mode: 'fragment',
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
      }).toString();
      return url.toString();
    },
    async verifyIdToken(idToken) {
      const { payload } = await jwtVerify(idToken, (await metadata()).keys, {
        issuer,
        audience: clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 30,
      });
      const claims = claimsSchema.parse(payload);
      // With several audiences, the token must have been issued to us (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== clientId) {
        throw new Error('ID token issued to another party');
      }
      return {
        subject: claims.sub,
        nonce: claims.nonce,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        givenName: claims.given_name ?? '',
        familyName: claims.family_name ?? '',
        name: claims.name ?? '',
      };
    },
  };
}
