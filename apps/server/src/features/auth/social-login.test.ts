import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { identities, oidcLogins, users } from '../../db/schema';
import { buildAccountsTestApp, confirmedPerson, logIn, newPerson, post, register } from '../../test/accounts';
import { buildTestApp } from '../../test/helper';
import { startTestIssuer, type Tamper } from '../../test/oidc-issuer';

const provider = await startTestIssuer();
afterAll(() => provider.close());
const testApp = await buildAccountsTestApp({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
});
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const failed = { msg: 'No pudimos verificar tu inicio de sesión. Intentá de nuevo.' };

/** What the popup brings back: the state and nonce of a login started on the server. */
async function startLogin(): Promise<{ state: string; nonce: string; url: URL }> {
  const res = await get('/api/user/oidc/start');
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  return { state: url.searchParams.get('state')!, nonce: url.searchParams.get('nonce')!, url };
}

let people = 0;
function googleUser(claims: Record<string, unknown> = {}) {
  people += 1;
  return {
    sub: `sujeto-${people}-${Date.now()}`,
    email: `persona${people}.${Date.now()}@gmail.example`,
    email_verified: true,
    name: 'María José Pérez',
    given_name: 'María José',
    family_name: 'Pérez',
    ...claims,
  };
}

async function socialLogin(claims: Record<string, unknown>, tamper?: Tamper, nonce?: string) {
  const started = await startLogin();
  const idToken = await provider.idToken({ nonce: nonce ?? started.nonce, ...claims }, tamper);
  return post(app, '/api/user/google-login', { idToken, state: started.state });
}

const usersCount = async () => (await db.select({ id: users.id }).from(users)).length;

describe('social login configuration', () => {
  it('is announced as enabled when a client id is set', async () => {
    expect((await get('/api/user/oidc/config')).json()).toEqual({ enabled: true });
  });

  it('is off without a client id: the web hides the button and the routes answer 404', async () => {
    const { app: plain } = await buildTestApp();
    expect((await plain.inject({ method: 'GET', url: '/api/user/oidc/config' })).json()).toEqual({
      enabled: false,
    });
    const start = await plain.inject({ method: 'GET', url: '/api/user/oidc/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ msg: 'El inicio de sesión con redes sociales no está disponible.' });
    const login = await post(plain, '/api/user/google-login', { idToken: 'x', state: 'y' });
    expect(login.statusCode).toBe(404);
  });
});

describe('GET /api/user/oidc/start', () => {
  it("gives the provider's authorization URL for an ID token in the fragment, back to /auth/callback", async () => {
    const { url, state, nonce } = await startLogin();
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'id_token',
      response_mode: 'fragment',
      redirect_uri: 'http://sitio.test/auth/callback',
      scope: 'openid email profile',
    });
    expect(state).toMatch(/^[\w-]{40,}$/);
    expect(nonce).toMatch(/^[\w-]{40,}$/);
    const rows = await db.select().from(oidcLogins);
    expect(rows.some((row) => row.nonce === nonce)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(state);
  });
});

describe('POST /api/user/google-login', () => {
  it('creates a confirmed USER account on the first login, and finds it again on the next', async () => {
    const claims = googleUser();
    const res = await socialLogin(claims);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Bienvenido');
    expect(body.user).toMatchObject({
      email: claims.email,
      firstName: 'María José',
      lastName: 'Pérez',
      name: 'María José Pérez',
      role: 'USER',
      modules: [],
    });
    expect(body.user.username).toMatch(/^mariajoseperez\d*$/);
    const [account] = await db.select().from(users).where(eq(users.id, body.user._id));
    expect(account!.confirmedAt).toBeInstanceOf(Date);
    expect(account!.passwordHash).toBeNull();
    expect((await get('/api/user/relogged', { authorization: `Bearer ${body.token}` })).statusCode).toBe(200);

    const before = await usersCount();
    const again = await socialLogin(claims);
    expect(again.json().user._id).toBe(body.user._id);
    expect(await usersCount()).toBe(before);
  });

  it('gives people with the same name different usernames', async () => {
    const first = (await socialLogin(googleUser({ name: 'Juan Gómez' }))).json().user.username;
    const second = (await socialLogin(googleUser({ name: 'Juan Gómez' }))).json().user.username;
    expect(first).toMatch(/^juangomez/);
    expect(second).toMatch(/^juangomez\d{4}$/);
    expect(second).not.toBe(first);
  });

  it('links an existing account with the same e-mail instead of creating another', async () => {
    const person = await confirmedPerson(testApp);
    const [account] = await db.select().from(users).where(eq(users.email, person.email));
    const before = await usersCount();
    const res = await socialLogin(googleUser({ email: person.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(account!.id);
    expect(res.json().user.username).toBe(person.username);
    expect(await usersCount()).toBe(before);
    expect(await db.select().from(identities).where(eq(identities.userId, account!.id))).toHaveLength(1);
    // The password keeps working.
    expect((await logIn(app, person.username, person.password)).statusCode).toBe(200);
  });

  it('takes over an unconfirmed account of that e-mail: confirmed, and its unproven password dropped', async () => {
    const squatter = newPerson();
    await register(app, squatter);
    await mailbox.waitForMail(squatter.email);
    const res = await socialLogin(googleUser({ email: squatter.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(squatter.username);
    expect((await logIn(app, squatter.username, squatter.password)).statusCode).toBe(401);
  });

  it.each<[string, Record<string, unknown>, Tamper | undefined, string | undefined, string]>([
    ['another audience', {}, { audience: 'otra-app' }, undefined, failed.msg],
    ['another issuer', {}, { issuer: 'https://otro.example' }, undefined, failed.msg],
    ['an expired token', {}, { expiresAt: Math.floor(Date.now() / 1000) - 600 }, undefined, failed.msg],
    ['a foreign signature', {}, { foreignKey: true }, undefined, failed.msg],
    ['another nonce', {}, undefined, 'otro-nonce', failed.msg],
    [
      'an unverified e-mail',
      { email_verified: false },
      undefined,
      undefined,
      'Tu cuenta del proveedor no tiene el correo verificado.',
    ],
    [
      'no e-mail',
      { email: undefined },
      undefined,
      undefined,
      'Tu cuenta del proveedor no tiene el correo verificado.',
    ],
  ])('refuses %s with 401 and creates nothing', async (_case, claims, tamper, nonce, message) => {
    const before = await usersCount();
    const res = await socialLogin(googleUser(claims), tamper, nonce);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: message });
    expect(await usersCount()).toBe(before);
  });

  it('accepts a state once, and none it did not issue', async () => {
    const { state, nonce } = await startLogin();
    const idToken = await provider.idToken({ nonce, ...googleUser() });
    expect((await post(app, '/api/user/google-login', { idToken, state })).statusCode).toBe(200);
    const replay = await post(app, '/api/user/google-login', { idToken, state });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(failed);
    const invented = await post(app, '/api/user/google-login', { idToken, state: 'inventado' });
    expect(invented.statusCode).toBe(401);
  });

  it('never trusts a user object sent by the browser', async () => {
    const before = await usersCount();
    const res = await post(app, '/api/user/google-login', {
      user: { email: 'admin@example.com', role: 'ADMIN' },
      idToken: 'no-es-un-token',
      state: (await startLogin()).state,
    });
    expect(res.statusCode).toBe(401);
    expect(await usersCount()).toBe(before);
  });
});
