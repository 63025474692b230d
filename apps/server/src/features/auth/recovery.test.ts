import { demoSiteSections } from '../../db/seed/demo-site-sections';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import {
  buildAccountsTestApp,
  confirmedPerson,
  logIn,
  newPerson,
  post,
  register,
  sessionOf,
  whileAccountsHeld,
  type Person,
} from '../../test/accounts';

const testApp = await buildAccountsTestApp();
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const owner = demoSiteSections.owner.name;
const recoverySent = {
  msg: 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña.',
};
const linkDead = { msg: 'El enlace para recuperar la cuenta no es válido o ya venció. Pedí uno nuevo.' };

const accountOf = async (person: Person) =>
  (await db.select().from(users).where(eq(users.username, person.username)))[0]!;
const relogged = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user/relogged', headers });

/** Asks for the recovery e-mail and returns the token of its link. */
async function recoveryToken(person: Person): Promise<string> {
  const res = await post(app, '/api/user/recovery', { email: person.email });
  expect(res.statusCode).toBe(200);
  const mail = await mailbox.waitForMail(person.email, 'Recuperá');
  const link = mail.links[0]!;
  expect(link).toMatch(/^http:\/\/sitio\.test\/recover-password\/[\w-]{40,}$/);
  return link.split('/').pop()!;
}

const setPassword = (uuid: string, password: string) =>
  post(app, '/api/user/recovery-password', { password, uuid });

describe('POST /api/user/recovery', () => {
  it('e-mails a link to /recover-password/{token} to a registered address', async () => {
    const person = await confirmedPerson(testApp);
    const res = await post(app, '/api/user/recovery', { email: person.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(recoverySent);
    const mail = await mailbox.waitForMail(person.email);
    expect(mail.subject).toBe(`Recuperá tu cuenta en el sitio de ${owner}`);
    expect(mail.from).toContain(owner);
    expect(mail.text).toContain('Crear una nueva contraseña: http://sitio.test/recover-password/');
  });

  it('answers at once without looking the address up, so its time cannot tell whether it is registered', async () => {
    const person = await confirmedPerson(testApp);
    const answers = await whileAccountsHeld(testApp, () =>
      Promise.all([
        post(app, '/api/user/recovery', { email: person.email }),
        post(app, '/api/user/recovery', { email: 'nadie@example.com' }),
      ]),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(recoverySent);
    }
    // Once the accounts can be read, the registered address gets its link.
    expect((await mailbox.waitForMail(person.email, 'Recuperá')).links[0]).toMatch(/recover-password/);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const sentBefore = mailbox.received.length;
    const res = await post(app, '/api/user/recovery', { email: 'nadie@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(recoverySent);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.length).toBe(sentBefore);
  });

  it.each([
    ['', 'Este campo es requerido'],
    ['ana@', 'Correo invalido'],
    ['ana@example', 'Correo invalido'],
    ['ana@example.comercial', 'Correo invalido'],
  ])('refuses %j with 400 → %s', async (email, message) => {
    const res = await post(app, '/api/user/recovery', { email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: message, errors: { email: message } });
  });
});

describe('POST /api/user/recovery-password', () => {
  it('sets the new password once, and logs the account out everywhere', async () => {
    const person = await confirmedPerson(testApp);
    const phone = await sessionOf(app, person);
    const laptop = await sessionOf(app, person);
    const oldHash = (await accountOf(person)).passwordHash;
    const uuid = await recoveryToken(person);

    const res = await setPassword(uuid, 'nueva-clave-9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Tu contraseña fue actualizada. Ya podés iniciar sesión.' });
    const { passwordHash } = await accountOf(person);
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(passwordHash).not.toBe(oldHash);

    expect((await relogged(phone)).statusCode).toBe(401);
    expect((await relogged(laptop)).statusCode).toBe(401);
    expect((await logIn(app, person.username, person.password)).statusCode).toBe(401);
    expect((await logIn(app, person.username, 'nueva-clave-9')).statusCode).toBe(200);

    const again = await setPassword(uuid, 'otra-clave-10');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkDead);
    expect((await logIn(app, person.username, 'nueva-clave-9')).statusCode).toBe(200);
  });

  it('refuses an unknown, expired or superseded link, changing nothing', async () => {
    const person = await confirmedPerson(testApp);
    const { passwordHash } = await accountOf(person);

    expect((await setPassword('no-existe', 'nueva-clave')).json()).toEqual(linkDead);

    const expired = await recoveryToken(person);
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, (await accountOf(person)).id));
    const late = await setPassword(expired, 'nueva-clave');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(linkDead);

    const first = await recoveryToken(person);
    const second = await recoveryToken(person);
    expect((await setPassword(first, 'nueva-clave')).statusCode).toBe(400);
    expect((await accountOf(person)).passwordHash).toBe(passwordHash);
    expect((await setPassword(second, 'nueva-clave')).statusCode).toBe(200);
  });

  it('confirms an account that was never confirmed: the link proved the address', async () => {
    const person = newPerson();
    await register(app, person);
    await mailbox.waitForMail(person.email, 'Confirmá');
    expect((await setPassword(await recoveryToken(person), 'nueva-clave')).statusCode).toBe(200);
    expect((await logIn(app, person.email, 'nueva-clave')).statusCode).toBe(200);
  });

  it.each([
    ['password', { password: '' }, 'Este campo es requerido'],
    ['password', { password: '12345' }, 'Minimo 6 caracteres'],
    ['uuid', { uuid: '' }, 'Este campo es requerido'],
  ])('refuses a wrong %s %j with 400 → %s, changing nothing', async (field, change, message) => {
    const person = await confirmedPerson(testApp);
    const uuid = await recoveryToken(person);
    const res = await post(app, '/api/user/recovery-password', { password: 'nueva-clave', uuid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: message, errors: { [field]: message } });
    expect((await logIn(app, person.username, person.password)).statusCode).toBe(200);
    // The link still works: a typo does not spend it.
    expect((await setPassword(uuid, 'nueva-clave')).statusCode).toBe(200);
  });
});
