import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler } from 'react-router';
import { limited } from '../platform/attempt-rules';
import { HttpError } from '../lib/errors';
import type { Dependencies } from '../platform/dependencies';
import { certificateService } from '../features/certificates/service';
import { withdrawalService } from '../features/withdrawals/service';
import { newsletterDesk } from '../features/newsletter/desk';

/** React Router's fetch-style handler: the production build's, or one over Vite's fresh build in dev. */
export type RequestHandler = ReturnType<typeof createRequestHandler>;

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Pages whose form posts to the page itself (a React Router action, so that it works without JavaScript), each with
 * the attempt limit its posts count against: the same as the API route that does the same.
 */
const FORM_PAGES = [
  { path: '/arrepentimiento', limit: 'withdrawal' },
  { path: '/novedades', limit: 'newsletter' },
] as const;
/** A form's fields, at most this many bytes in all. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Every GET not answered before goes to React Router, which renders the page with the catalog's data; so do the
 * posts of the form pages, whose actions reach the features' services through the same load context.
 */
export function renderPages(app: FastifyInstance, deps: Dependencies, handle: RequestHandler): void {
  const withdrawals = withdrawalService(deps, app.log);
  const newsletter = newsletterDesk(deps);
  const certificateChecks = certificateService(deps);
  const certificates = {
    // An unknown code is no certificate; any other fault (the database down) is the server's, as everywhere.
    verify: (code: string) =>
      certificateChecks.verify(code).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      }),
  };
  const render = async (request: FastifyRequest, reply: FastifyReply, body?: string) => {
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = toHeaders(request);
    if (body !== undefined) {
      headers.delete('content-length');
      // Under the site's `Referrer-Policy: no-referrer` a browser posts a form with `Origin: null`, which React
      // Router's check against forged posts refuses. The forms taken here are anonymous and the site keeps no
      // cookie, so a post from elsewhere can do no more than anyone can: only a real origin is checked.
      if (headers.get('origin') === 'null') headers.delete('origin');
    }
    const response = await handle(
      new Request(url, { method: request.method, headers, body, signal: controller.signal }),
      {
        catalog: deps.catalog,
        site: await deps.catalog.site(),
        publicUrl: deps.config.publicUrl,
        cspNonce: reply.scriptNonce,
        withdrawals,
        newsletter,
        certificates,
      },
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: (request, reply) => render(request, reply) });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  for (const { path, limit } of FORM_PAGES) {
    // `{path}.data`: the same post sent by React Router from the page (its single fetch), answered as data.
    for (const url of [path, `${path}.data`]) {
      app.post(url, limited(app, limit), (request, reply) =>
        render(request, reply, new URLSearchParams(request.body as Record<string, string>).toString()),
      );
    }
  }
}
