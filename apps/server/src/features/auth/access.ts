import fp from 'fastify-plugin';
import { messages, type Access } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findSessionUser, type SessionUser } from './sessions';

/** A route under /api and who may call it: what the access test walks. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
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

/**
 * Deny by default: every /api route must declare its access, or the app refuses to start.
 * The caller is resolved from the bearer token before the handler runs.
 */
export const accessPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('upload', undefined);
  app.decorate('apiRoutes', [] as ApiRoute[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.endpoint?.access ?? route.config?.access;
    if (!access) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara quién puede llamarla (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    const access = config.endpoint?.access ?? config.access;
    if (!access) return;
    const token = bearer(request.headers.authorization);
    request.user = token ? ((await findSessionUser(db, token)) ?? null) : null;
    if (access === 'public') return;
    if (!request.user) throw new HttpError(401, messages.server.unauthorized);
    if (access === 'admin' && request.user.role !== 'ADMIN')
      throw new HttpError(403, messages.server.forbidden);
  });
});
