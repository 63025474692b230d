import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Public pages load all their data in loaders, so the whole document is sent at once: search engines
 * and link previews read complete HTML, and there is no loading state to flash. A render still running after
 * `streamTimeout` is aborted; the timer is cleared as soon as the document is sent (or its client has gone), since
 * a pending timer keeps the whole render (its loader data, its streams) in memory until it fires.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Set before the render starts, so that every way it ends can clear it.
    const timer = setTimeout(() => rendering.abort(), streamTimeout + 1000);
    const rendering = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          body.once('close', () => clearTimeout(timer));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          rendering.pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
