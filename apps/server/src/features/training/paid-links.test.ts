import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, users } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { hashPassword } from '../auth/passwords';
import { demoModule, purchaseOf } from '../../test/fixtures/training';

/*
 * A module's paid `link` never reaches someone who may not watch it: every /api route the app registered is
 * called as an anonymous visitor, as a student whose purchases of the modules are not paid (pending, expired,
 * cancelled, refunded), and as the owner of one module, with the ids of the modules and of the callers'
 * purchases in its path. Each module's link is made unique first, so any leak is found in any answer.
 */
const { app, deps } = await buildTestApp({ AUTH_RATE_LIMIT_FACTOR: '100' });
const { db } = deps.database;
const SECRET_HOST = 'privado.example';
await db.update(modules).set({ link: sql`'https://${sql.raw(SECRET_HOST)}/' || ${modules.id}` });

const owned = await demoModule(deps, 'asincronico', 2);
const notOwned = await demoModule(deps, 'sincronico', 2);
const PASSWORD = 'clave-segura';

async function student() {
  const caller = await sessionFor(deps, 'USER');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, caller.userId));
  return caller;
}

const owner = await student();
const ownerPurchase = await purchaseOf(deps, owner.userId, owned, 'paid');
const waiting = await student();
const waitingPurchases = [
  await purchaseOf(deps, waiting.userId, owned, 'pending'),
  await purchaseOf(deps, waiting.userId, notOwned, 'expired'),
  await purchaseOf(deps, waiting.userId, owned, 'cancelled'),
  await purchaseOf(deps, waiting.userId, notOwned, 'refunded'),
];
await purchaseOf(deps, owner.userId, notOwned, 'refunded');

const linkOf = (moduleId: string) => `https://${SECRET_HOST}/${moduleId}`;
const ids = [owned.id, notOwned.id, ownerPurchase, ...waitingPurchases];
const WITH_BODY = new Set(['POST', 'PUT']);

/** Every route with each id in its path (once when it has none): method, URL, and the answer's body. */
async function walk(headers: Record<string, string>) {
  const answers: { request: string; body: string }[] = [];
  for (const { method, url } of app.apiRoutes) {
    const urls = url.includes(':') ? ids.map((id) => url.replace(/:\w+/g, id)) : [url.replace('*', 'x')];
    for (const concrete of urls) {
      const res = await app.inject({
        method: method as 'GET',
        url: concrete,
        headers,
        ...(WITH_BODY.has(method) ? { payload: {} } : {}),
      });
      answers.push({ request: `${method} ${concrete}`, body: res.body });
    }
  }
  return answers;
}

/** What logging in and that session's relogin answer (the user, with their modules). */
async function logins(email: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { user: email, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const relogged = await app.inject({
    method: 'GET',
    url: '/api/user/relogged',
    headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
  });
  expect(relogged.statusCode).toBe(200);
  return [
    { request: 'POST /api/user/login', body: login.body },
    { request: 'GET /api/user/relogged', body: relogged.body },
  ];
}

const leaks = (answers: { request: string; body: string }[], secret: string) =>
  answers.filter((answer) => answer.body.includes(secret)).map((answer) => answer.request);

describe("a module's paid link", () => {
  it('reaches no anonymous visitor, from any route', async () => {
    expect(leaks(await walk({}), SECRET_HOST)).toEqual([]);
  });

  it('reaches no student whose purchases are pending, expired, cancelled or refunded, from any route', async () => {
    const answers = [...(await walk(waiting.headers)), ...(await logins(waiting.email))];
    expect(leaks(answers, SECRET_HOST)).toEqual([]);
    // The walk did reach the modules: their public part is there.
    expect(answers.some((answer) => answer.body.includes(owned.linkIntro))).toBe(true);
  });

  it('reaches the owner of a paid module only for that module, and only from GET /modules/{id}', async () => {
    const answers = [...(await walk(owner.headers)), ...(await logins(owner.email))];
    expect(leaks(answers, linkOf(owned.id))).toEqual([`GET /api/modules/${owned.id}`]);
    const others = answers.filter((answer) => !answer.body.includes(linkOf(owned.id)));
    expect(leaks(others, SECRET_HOST)).toEqual([]);
  });
});
