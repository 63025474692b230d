import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import {
  apiPathOf,
  buildAccountsTestApp,
  newPerson,
  post,
  register,
  sessionOf,
  type Person,
} from '../../test/accounts';
import { sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';
import { startTestIssuer } from '../../test/oidc-issuer';
import { profileService } from '../users/service';
import { hashToken } from '../../lib/tokens';

/*
 * Every change to an account leaves exactly one audit entry (entity 'user'), made by the account itself, and
 * no entry ever holds a password, its hash, a link's token or that token's hash. Sessions, e-mailed links and
 * attempt counters leave none (docs/decisions/025-account-audit.md).
 */

const provider = await startTestIssuer();
afterAll(() => provider.close());
const testApp = await buildAccountsTestApp({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
});
const { app, deps, mailbox } = testApp;
const { db } = deps.database;

const entriesOf = (userId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(asc(auditLog.at));
const accountOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

/** None of the secrets, nor any password hash, appears anywhere in the entries. */
function expectNoSecret(entries: unknown[], secrets: string[]) {
  const text = JSON.stringify(entries);
  expect(text).not.toMatch(/argon2|passwordHash|password_hash|token/i);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const tokenOfLink = (link: string) => link.split('/').pop()!;

/** Registers through the API: the account and the token of its confirmation link. */
async function registered(person: Person = newPerson()) {
  expect((await register(app, person)).statusCode).toBe(201);
  const mail = await mailbox.waitForMail(person.email, 'Confirmá');
  return { person, account: await accountOf(person.email), link: mail.links[0]! };
}

const png = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#4f8a6b' } })
    .png()
    .toBuffer();

describe('audit of account changes', () => {
  it('registration: one create entry by the new account, without its password, hash or link', async () => {
    const { person, account, link } = await registered();
    const entries = await entriesOf(account.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'user',
      action: 'create',
      actorId: account.id,
      before: null,
      after: { username: person.username, email: person.email, role: 'USER', confirmed: false },
    });
    const token = tokenOfLink(link);
    expectNoSecret(entries, [person.password, account.passwordHash!, token, hashToken(token)]);
  });

  it('confirmation: one update entry, confirmed false → true; the used link again adds none', async () => {
    const { account, link } = await registered();
    expect((await app.inject({ method: 'GET', url: apiPathOf(link) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: apiPathOf(link) })).statusCode).toBe(400);
    const entries = await entriesOf(account.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      actorId: account.id,
      before: { confirmed: false },
      after: { confirmed: true },
    });
    const token = tokenOfLink(link);
    expectNoSecret(entries, [token, hashToken(token), account.passwordHash!]);
  });

  it('new password by recovery: one entry saying it changed, never what it is', async () => {
    const { person, account } = await registered();
    expect((await post(app, '/api/user/recovery', { email: person.email })).statusCode).toBe(200);
    const token = tokenOfLink((await mailbox.waitForMail(person.email, 'Recuperá')).links[0]!);
    const res = await post(app, '/api/user/recovery-password', { password: 'nueva-clave', uuid: token });
    expect(res.statusCode).toBe(200);

    const entries = await entriesOf(account.id);
    // The recovery request itself (a link, not a change) is not recorded.
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      actorId: account.id,
      before: { confirmed: false },
      after: { confirmed: true, passwordChanged: true },
    });
    const changed = await accountOf(person.email);
    expectNoSecret(entries, [
      'nueva-clave',
      person.password,
      account.passwordHash!,
      changed.passwordHash!,
      token,
      hashToken(token),
    ]);
  });

  it('logins, relogins, logouts and resent links leave no entry', async () => {
    const { person, account, link } = await registered();
    await app.inject({ method: 'GET', url: apiPathOf(link) });
    const count = (await entriesOf(account.id)).length;
    const headers = await sessionOf(app, person);
    await app.inject({ method: 'GET', url: '/api/user/relogged', headers });
    await post(app, '/api/user/logout', {}, headers);
    await post(app, '/api/user/resend-confirmation', { email: person.email });
    expect(await entriesOf(account.id)).toHaveLength(count);
  });

  it('profile update: one update entry by the person, before and after', async () => {
    const student = await sessionFor(deps, 'USER');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/update-user',
      headers: student.headers,
      payload: {
        firstName: 'Ana',
        lastName: 'Suárez',
        birthday: '1980-05-17',
        phone: '1155551234',
        country: 'Argentina',
      },
    });
    expect(res.statusCode).toBe(200);
    const entries = await entriesOf(student.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'user',
      action: 'update',
      actorId: student.userId,
      before: { firstName: '', country: '' },
      after: { firstName: 'Ana', lastName: 'Suárez', dateOfBirth: '1980-05-17', country: 'Argentina' },
    });
    expectNoSecret(entries, [student.headers.authorization.slice('Bearer '.length)]);
  });

  it('avatar: one update entry naming the old and the new image', async () => {
    const student = await sessionFor(deps, 'USER');
    const form = multipart(
      {},
      { field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: await png() },
    );
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/update-avatar-user',
      payload: form.payload,
      headers: { ...student.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    const entries = await entriesOf(student.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      actorId: student.userId,
      before: { avatar: '' },
      after: { avatar: res.json().avatar },
    });
  });

  it('a failed avatar write leaves no stored file', async () => {
    const folder = path.join(deps.config.dataDir, 'img');
    const files = await readdir(folder);
    // An account gone since its session was checked: the write fails after the upload was stored.
    const write = profileService(deps).replaceAvatar({ id: randomUUID() }, await png());
    await expect(write).rejects.toMatchObject({ statusCode: 401 });
    expect(await readdir(folder)).toEqual(files);
  });

  it('social login: linking an account and creating one each leave one entry, without the subject', async () => {
    const { person, account, link } = await registered();
    await app.inject({ method: 'GET', url: apiPathOf(link) });
    const linkedSubject = `sujeto-vinculado-${Date.now()}`;
    const newSubject = `sujeto-nuevo-${Date.now()}`;
    const login = async (claims: Record<string, unknown>) => {
      const start = new URL((await app.inject({ method: 'GET', url: '/api/user/oidc/start' })).json().url);
      const idToken = await provider.idToken({
        nonce: start.searchParams.get('nonce')!,
        email_verified: true,
        name: 'Ana Social',
        ...claims,
      });
      const res = await post(app, '/api/user/google-login', {
        idToken,
        state: start.searchParams.get('state'),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ token: string; user: { _id: string } }>();
    };

    const linked = await login({ sub: linkedSubject, email: person.email });
    expect(linked.user._id).toBe(account.id);
    const entries = await entriesOf(account.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(entries[2]).toMatchObject({ actorId: account.id, after: { socialLogin: provider.issuer } });
    // The next login through the same identity changes nothing.
    await login({ sub: linkedSubject, email: person.email });
    expect(await entriesOf(account.id)).toHaveLength(3);

    const created = await login({ sub: newSubject, email: `social.${Date.now()}@gmail.example` });
    const createdEntries = await entriesOf(created.user._id);
    expect(createdEntries).toHaveLength(1);
    expect(createdEntries[0]).toMatchObject({
      action: 'create',
      actorId: created.user._id,
      after: { confirmed: true, socialLogin: provider.issuer },
    });
    expectNoSecret(
      [...entries, ...createdEntries],
      [linkedSubject, newSubject, linked.token, created.token, account.passwordHash!],
    );
  });
});
