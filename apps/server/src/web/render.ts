import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { createRequestHandler } from 'react-router';
import type { Services } from '../features/services';

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

/** Every GET not answered before goes to React Router, which renders the page with the catalog's data. */
export function renderPages(app: FastifyInstance, services: Services, handle: RequestHandler): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const controller = new AbortController();
      reply.raw.once('close', () => controller.abort());
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const response = await handle(
        new Request(url, { method: request.method, headers: toHeaders(request), signal: controller.signal }),
        {
          catalog: services.catalog,
          site: await services.catalog.site(),
          publicUrl: services.config.publicUrl,
          cspNonce: reply.scriptNonce,
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
    },
  });
}
