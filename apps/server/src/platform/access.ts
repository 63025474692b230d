import fp from 'fastify-plugin';
import { messages, type Access, type Endpoint } from '@constelaciones/contract';
import type { Db } from '../db/client';
import { HttpError } from '../lib/errors';
import { findSessionUser, type SessionUser } from './sessions';

/** A route under /api and who may call it: what the access test walks. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, as registered. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

const describe = (method: string, url: string) => `${method} ${url}`;

/**
 * Deny by default: every /api route comes from the contract's endpoint table, which says who may call it, and
 * every entry of the table has its route; otherwise the app refuses to start. The caller is resolved from the
 * bearer token before the handler runs.
 */
export const accessPlugin = fp<{ db: Db; table: readonly Endpoint[] }>(async (app, { db, table }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('upload', undefined);
  app.decorate('apiRoutes', [] as ApiRoute[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const endpoint = route.config?.endpoint;
    if (!endpoint || !table.includes(endpoint) || route.url !== `/api${endpoint.path}`) {
      throw new Error(
        `La ruta ${describe(String(route.method), route.url)} no está en la tabla de endpoints del contrato`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: endpoint.access });
    }
  });

  app.addHook('onReady', async () => {
    const registered = new Set(app.apiRoutes.map((route) => describe(route.method, route.url)));
    const missing = table
      .map((endpoint) => describe(endpoint.method, `/api${endpoint.path}`))
      .filter((entry) => !registered.has(entry));
    if (missing.length > 0) throw new Error(`Endpoints del contrato sin ruta: ${missing.join(', ')}`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.endpoint?.access;
    if (!access) return;
    const token = bearer(request.headers.authorization);
    request.user = token ? ((await findSessionUser(db, token)) ?? null) : null;
    if (access === 'public') return;
    if (!request.user) throw new HttpError(401, messages.server.unauthorized);
    if (access === 'admin' && request.user.role !== 'ADMIN')
      throw new HttpError(403, messages.server.forbidden);
  });

  // Answers carry tokens and personal data: no cache keeps them, unless a public read said otherwise (ETag).
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.endpoint && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
});
