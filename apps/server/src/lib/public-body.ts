import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@constelaciones/contract';
import { z } from 'zod';
import { route, type EndpointRequest } from './endpoints';
import { notFound } from './errors';

/** A public response serialised once, with a strong ETag. */
export interface PublicBody {
  json: string;
  /** A hash of the bytes, so that every instance gives the same ETag for the same content. */
  etag: string;
}

/**
 * Serialises a response exactly as the routes' serializer does (encoded through its schema, so unknown keys
 * are dropped and a column can never leak), once instead of on every request.
 */
export function publicBody<S extends z.ZodType>(schema: S, value: z.output<S>): PublicBody {
  const json = JSON.stringify(z.encode(schema, value));
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url')}"` };
}

/** Browsers and proxies may keep the answer but must ask again each time: an unchanged one costs a 304. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** If-None-Match names the ETag (weak comparison, as RFC 9110 asks for GET) or is '*'. */
function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  return Boolean(
    ifNoneMatch?.split(',').some((tag) => {
      const candidate = tag.trim();
      return candidate === '*' || candidate.replace(/^W\//, '') === etag;
    }),
  );
}

/** Answers a cached public read: 304 when the client holds this body, else the body as is; 404 without one. */
export function sendPublicBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PublicBody | undefined,
): FastifyReply {
  if (!body) throw notFound();
  // The same on a 304 as on the 200, which @fastify/compress may send compressed.
  void reply.headers({ etag: body.etag, 'cache-control': CACHE_CONTROL, vary: 'accept-encoding' });
  if (clientHolds(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as it is: no serializer, no schema work per request.
  return reply.type('application/json; charset=utf-8').send(body.json);
}

/**
 * Registers a cached public read: its handler only asks the catalog for the serialised body (undefined: 404).
 * The endpoint's response schema still documents the answer; the body was built with that same schema.
 */
export function routeCachedRead<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  body: (request: EndpointRequest<E>) => Promise<PublicBody | undefined>,
): void {
  route(app, endpoint, async (request, reply) => sendPublicBody(request, reply, await body(request)));
}
