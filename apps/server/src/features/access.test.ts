import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpoints } from '@constelaciones/contract';
import { route } from '../lib/endpoints';
import { buildTestApp, sessionFor } from '../test/helper';
import { users } from '../db/schema';
import { accessPlugin } from '../platform/access';
import { hashPassword } from './auth/passwords';

/*
 * Walks every /api route the app registered (access.ts keeps the list) as an anonymous visitor, a USER and
 * an ADMIN, and checks the answer against the route's declared access. A route added later is walked too.
 * No answer may show another account's token or any password hash, nor its e-mail to a non-admin.
 */
const { app, deps } = await buildTestApp({ AUTH_RATE_LIMIT_FACTOR: '100' });
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/**
 * Someone else, with a password and a live session: no answer may show their token or a password hash, and
 * only an admin (who manages purchases) may ever see their e-mail.
 */
const bystander = await sessionFor(deps, 'USER');
await deps.database.db
  .update(users)
  .set({ passwordHash: await hashPassword('clave-ajena') })
  .where(eq(users.id, bystander.userId));
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** A concrete URL for a route pattern: ids for parameters, a word for the wildcard. */
const concrete = (url: string) => url.replace(/:\w+/g, SOME_ID).replace('*', 'cualquier-cosa');

type Caller = 'anonymous' | 'USER' | 'ADMIN';

async function call(method: string, url: string, caller: Caller): Promise<number> {
  // A fresh session each time: some routes (logout) end the session they are called with.
  const headers = caller === 'anonymous' ? {} : (await sessionFor(deps, caller)).headers;
  const res = await app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers,
    ...(WITH_BODY.has(method) ? { payload: {} } : {}),
  });
  if (caller !== 'ADMIN') expect(res.body).not.toContain(bystander.email);
  expect(res.body).not.toContain(bystander.headers.authorization.slice('Bearer '.length));
  expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/i);
  return res.statusCode;
}

const denied = (status: number) => status === 401 || status === 403;

describe('every /api route answers as its declared access says', () => {
  it("refuses an /api route that is not in the contract's table, and a table entry without its route", async () => {
    const listed = endpoint({ method: 'GET', path: '/listada', access: 'user', response: z.object({}) });
    const forgotten = endpoint({ method: 'GET', path: '/olvidada', access: 'admin', response: z.object({}) });
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    await bare.register(accessPlugin, { db: deps.database.db, table: [listed, forgotten] });
    await bare.register(
      async (api) => {
        expect(() => api.get('/sin-tabla', async () => 'hola')).toThrow(/no está en la tabla de endpoints/);
        expect(() => route(api, listed, async () => ({}))).not.toThrow();
      },
      { prefix: '/api' },
    );
    await expect(bare.ready()).rejects.toThrow('Endpoints del contrato sin ruta: GET /api/olvidada');
    expect(bare.apiRoutes).toEqual([{ method: 'GET', url: '/api/listada', access: 'user' }]);
  });

  it('knows the routes of every feature', () => {
    const listed = app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/user/login',
        'GET /api/user/relogged',
        'PUT /api/user/update-avatar-user',
        'GET /api/auth/admin/profile',
        'GET /api/activities',
        'POST /api/withdrawals',
        'GET /api/admin/withdrawals',
        'GET /api/user/my-data',
        'POST /api/user/delete-account',
        'POST /api/user/delete-account/link',
        'POST /api/user/delete-account/confirm',
        'DELETE /api/admin/users/:id',
        'POST /api/waiting-list/join',
        'GET /api/waiting-list/mine',
        'DELETE /api/waiting-list/:id',
        'GET /api/admin/waiting-list',
        'DELETE /api/admin/waiting-list/:id',
        'POST /api/admin/waiting-list/:id/offer',
        'GET /api/admin/training-settings',
        'PUT /api/admin/training-settings',
        'GET /api/admin/attendance/:id',
        'PUT /api/admin/attendance/:id',
        'PUT /api/admin/attendance/override/:id',
        'GET /api/admin/attendance/csv/:id',
        'GET /api/attendance/mine',
        'GET /api/certificates/mine',
        'POST /api/certificates/issue',
        'GET /api/certificates/:code/pdf',
        'GET /api/certificates/verify/:code',
        'GET /api/admin/certificates',
        'POST /api/admin/certificates/:code/revoke',
        'GET /api/admin/discount-codes',
        'POST /api/admin/discount-codes',
        'PUT /api/admin/discount-codes/:id',
        'DELETE /api/admin/discount-codes/:id',
        'GET /api/admin/payment-credentials',
        'POST /api/admin/payment-credentials/mp/test',
        'PUT /api/admin/payment-credentials/pp',
        'DELETE /api/admin/payment-credentials/mp',
        'POST /api/newsletter/subscribe',
        'POST /api/newsletter/confirm/:token',
        'POST /api/newsletter/unsubscribe/:token',
        'PUT /api/newsletter/mine',
        'POST /api/admin/newsletters',
        'POST /api/admin/newsletter/subscribers/import',
        'DELETE /api/admin/newsletter/subscribers/:id',
        'GET /api/admin/home',
      ]),
    );
  });

  it("registers a route for every entry of the contract's endpoint table", () => {
    const registered = new Set(app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`));
    const declared = Object.values(endpoints)
      .flatMap((table) => Object.values(table))
      .map((endpoint) => `${endpoint.method} /api${endpoint.path} ${endpoint.access}`);
    expect(declared.filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it.each(app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, { method, url, access }) => {
      const anonymous = await call(method, url, 'anonymous');
      const student = await call(method, url, 'USER');
      const admin = await call(method, url, 'ADMIN');
      if (access === 'public') {
        expect([anonymous, student, admin].some(denied), `${anonymous} ${student} ${admin}`).toBe(false);
      } else if (access === 'user') {
        expect(anonymous).toBe(401);
        expect(denied(student), `USER got ${student}`).toBe(false);
        expect(denied(admin), `ADMIN got ${admin}`).toBe(false);
      } else {
        expect(anonymous).toBe(401);
        expect(student).toBe(403);
        expect(denied(admin), `ADMIN got ${admin}`).toBe(false);
      }
    },
  );
});
