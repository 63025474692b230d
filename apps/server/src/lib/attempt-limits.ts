import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { messages } from '@constelaciones/contract';
import { HttpError } from './errors';

/**
 * The account an attempt is about: a field of the body or of the path, as sent (user, e-mail, token), or the
 * logged-in caller (`'caller'`) on routes that need a session.
 */
export type AccountField = { body: string } | { params: string } | 'caller';

/**
 * How many attempts a route allows in 15 minutes from one IP and, optionally, on one account: from any
 * address, or, with `fromEachAddress`, from each address apart (so that strangers cannot use up the owner's).
 */
export interface AttemptRule {
  perIp: number;
  perAccount?: { max: number; field: AccountField; fromEachAddress?: true };
}

const WINDOW_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that refuses the request with 429 once the IP, or the account it names, has made
     * more attempts than the rule allows in 15 minutes. `name` keeps each route's counters apart; routes
     * limited under the same name count together.
     */
    limitAttempts(name: string, rule: AttemptRule): preHandlerAsyncHookHandler;
    /** Counts one upload (a request carrying a file, on any route) of the caller and of their IP: 429 beyond the limit. */
    limitUpload: preHandlerAsyncHookHandler;
  }
}

function accountOf(request: FastifyRequest, field: AccountField): string | undefined {
  if (field === 'caller') return request.user?.id;
  const source = ('body' in field ? request.body : request.params) as Record<string, unknown> | undefined;
  const value = source?.['body' in field ? field.body : field.params];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/**
 * Counters of attempts on the account routes (login, registration, recovery...). In Redis when `redisUrl` is
 * set, so that every instance counts together; otherwise in this process's memory. `factor` multiplies every
 * limit (end-to-end tests log in many times from one address). `upload` is the limit on files sent to any
 * upload route (features/auth/attempt-rules.ts holds every limit).
 */
export const attemptLimits = fp<{ redisUrl: string | undefined; factor: number; upload: AttemptRule }>(
  async (app, { redisUrl, factor, upload }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, { global: false, redis, nameSpace: 'constelaciones-attempts:' });

    const limits = new Map<string, preHandlerAsyncHookHandler>();
    const createLimit = (name: string, { perIp, perAccount }: AttemptRule): preHandlerAsyncHookHandler => {
      const ipLimit = app.createRateLimit({
        timeWindow: WINDOW_MS,
        max: perIp * factor,
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      });
      const accountLimit =
        perAccount &&
        app.createRateLimit({
          timeWindow: WINDOW_MS,
          max: perAccount.max * factor,
          keyGenerator: (request) =>
            `${name}:account:${accountOf(request, perAccount.field) ?? ''}` +
            (perAccount.fromEachAddress ? `:ip:${request.ip}` : ''),
        });
      return async (request, reply) => {
        const named = perAccount && accountOf(request, perAccount.field);
        const checks = accountLimit && named ? [ipLimit, accountLimit] : [ipLimit];
        for (const check of checks) {
          const limit = await check(request);
          if (!limit.isAllowed && limit.isExceeded) {
            void reply.header('retry-after', limit.ttlInSeconds);
            throw new HttpError(429, messages.server.tooManyRequests);
          }
        }
      };
    };
    app.decorate('limitAttempts', (name: string, rule: AttemptRule) => {
      const limit = limits.get(name) ?? createLimit(name, rule);
      limits.set(name, limit);
      return limit;
    });
    app.decorate('limitUpload', app.limitAttempts('upload', upload));
  },
);
