import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An answer in the provider's manner (status and JSON body), thrown from a simulated route. */
export class SimulatedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error ?? statusCode));
  }
}

/**
 * What every part of the simulator needs on its scope: HTML forms and PayPal's token request are
 * form-encoded, and errors answer like a provider rather than with the site's `{ msg }`.
 */
export function simulatedScope(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SimulatedError) return reply.code(error.statusCode).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ message: error instanceof Error ? error.message : 'error', status });
  });
}

export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new SimulatedError(400, { message: issues.join('; '), error: 'bad_request', status: 400 });
}

/** The bearer token of a request, or a 401 when `valid` does not know it. */
export function requireBearer(request: FastifyRequest, valid: (token: string) => boolean): string {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !valid(token)) {
    throw new SimulatedError(401, { error: 'invalid_token', message: 'invalid access token', status: 401 });
  }
  return token;
}

/** Where the browser reached us, so that the links we hand out bring it back here. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A provider-looking id: upper-case letters and digits. */
export const randomId = (length: number) =>
  Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[byte % 34]).join('');

/**
 * The same key answers the same result, as both providers promise for X-Idempotency-Key and PayPal-Request-Id:
 * a retried request never makes a second preference, order or capture.
 */
export function idempotent<T>(store: Map<string, T>, key: string | string[] | undefined, make: () => T): T {
  if (typeof key !== 'string' || key === '') return make();
  const known = store.get(key);
  if (known !== undefined) return known;
  const made = make();
  store.set(key, made);
  return made;
}

/** `url` with these query parameters set, keeping the ones it had. */
export function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}
