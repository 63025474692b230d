import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

export interface TestIssuer {
  issuer: string;
  clientId: string;
  /** An ID token for `claims`, valid unless `tamper` says otherwise. */
  idToken(claims: JWTPayload, tamper?: Tamper): Promise<string>;
  close(): Promise<void>;
}

export interface Tamper {
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  /** Signs with a key the provider never published. */
  foreignKey?: boolean;
}

/**
 * A minimal OpenID provider on loopback: its discovery document and signing keys, and ID tokens signed as a
 * real provider would. Enough to test the server's checks without the browser part of the flow.
 */
export async function startTestIssuer(clientId = 'cliente-de-prueba'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'clave-1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['id_token'],
        id_token_signing_alg_values_supported: ['RS256'],
      },
      '/jwks': { keys: [jwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    idToken(claims, tamper = {}) {
      const key: CryptoKey = tamper.foreignKey ? foreign.privateKey : privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'clave-1' })
        .setIssuer(tamper.issuer ?? issuer)
        .setAudience(tamper.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(tamper.expiresAt ?? '5m')
        .sign(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
