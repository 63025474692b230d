import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Services } from '../features/services';

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Serves the React app: hashed client assets (precompressed, cached for a year), then every other
 * GET goes to React Router, which renders public pages on the server with data from the catalog.
 */
export const webRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { config } = services;
  const serverEntry = path.join(config.webBuildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`No se encontró la aplicación web compilada en ${serverEntry}: ejecutá "npm run build".`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(config.webBuildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

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
          site: services.site,
          publicUrl: config.publicUrl,
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
};
