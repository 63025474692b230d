import { constants } from 'node:crypto';
import { Agent, request as httpsRequest } from 'node:https';

/** What came back from a POST: the status and the body as text. */
export interface HttpAnswer {
  status: number;
  text: string;
}

/** Whether `url` is one of ARCA's own hosts, which get the relaxed TLS of `legacyTlsAgent`. */
export const isArcaHost = (url: URL) => url.protocol === 'https:' && url.hostname.endsWith('.afip.gov.ar');

let legacyTls: Agent | undefined;

/**
 * ARCA's production hosts offer a Diffie-Hellman key that OpenSSL 3 refuses at its default security level ("dh
 * key too small"), and may lack secure renegotiation (docs/decisions/069-factura-c.md): only for ARCA's
 * hosts, the security level drops to 1 and legacy renegotiation is allowed. UNVERIFIED against production: this
 * machine has no network; try it against production early. Why node:https and not fetch with an undici Agent:
 * undici resolves here only as a dev-only dependency of other packages, not one of the server, and build.mjs
 * leaves npm packages to be resolved at run time, so production would not find it.
 */
function legacyTlsAgent(): Agent {
  legacyTls ??= new Agent({
    keepAlive: true,
    ciphers: 'DEFAULT@SECLEVEL=1',
    secureOptions: constants.SSL_OP_LEGACY_SERVER_CONNECT,
  });
  return legacyTls;
}

function postWithLegacyTls(
  url: URL,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      { method: 'POST', headers, agent: legacyTlsAgent(), signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * POSTs `body` and reads the whole answer, or rejects (a refused or cut connection, or `signal` aborting): ARCA's
 * hosts through `legacyTlsAgent`, anything else (the simulator on loopback) through plain fetch.
 */
export async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  const target = new URL(url);
  if (isArcaHost(target)) return postWithLegacyTls(target, headers, body, signal);
  const response = await fetch(target, { method: 'POST', headers, body, signal });
  return { status: response.status, text: await response.text() };
}
