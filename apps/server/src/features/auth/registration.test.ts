import { demoSiteSections } from '../../db/seed/demo-site-sections';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { solvedCaptcha } from '../../test/altcha';
import {
  apiPathOf,
  buildAccountsTestApp,
  confirmedPerson,
  logIn,
  newPerson,
  post,
  register,
  whileAccountsHeld,
} from '../../test/accounts';

const testApp = await buildAccountsTestApp();
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const owner = demoSiteSections.owner.name;

const accountOf = async (email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];
const countUsers = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const get = (url: string) => app.inject({ method: 'GET', url });

describe('POST /api/user/register', () => {
  it('creates an unconfirmed account with an argon2id hash and e-mails a confirmation link', async () => {
    const person = newPerson();
    const res = await register(app, { ...person, email: person.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      msg: 'Te registraste con éxito. Te enviamos un correo para confirmar tu cuenta.',
    });

    const account = await accountOf(person.email);
    expect(account).toMatchObject({
      username: person.username,
      email: person.email,
      confirmedAt: null,
      role: 'USER',
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.body).not.toContain(account!.passwordHash!);

    const mail = await mailbox.waitForMail(person.email);
    expect(mail.from).toContain(owner);
    expect(mail.subject).toBe(`Confirmá tu cuenta en el sitio de ${owner}`);
    expect(mail.text).toContain(`¡Hola, ${person.username}!`);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/sitio\.test\/confirm\/[\w-]{40,}$/);
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    // Only a hash of the link's token is stored.
    const token = mail.links[0]!.split('/').pop()!;
    const stored = await db.select().from(authTokens).where(eq(authTokens.userId, account!.id));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it.each([
    ['username', { username: '' }, 'Campo requerido'],
    ['username', { username: 'ana' }, 'Mínimo 4 caracteres'],
    ['username', { username: 'a'.repeat(16) }, 'Máximo 15 caracteres'],
    ['username', { username: 'a@example.com' }, "El nombre de usuario no puede contener '@'"],
    ['email', { email: '' }, 'Campo requerido'],
    ['email', { email: 'ana-sin-arroba' }, 'Email no válido'],
    ['password', { password: '' }, 'Campo requerido'],
    ['password', { password: '12345' }, 'Mínimo 6 caracteres'],
    ['password', { password: '1234567890123456' }, 'Máximo 15 caracteres'],
    ['altcha', { altcha: '' }, 'Por favor, verifica que no eres un robot'],
  ])('refuses a wrong %s with 400 %j → %s, creating nothing', async (field, change, message) => {
    const before = await countUsers();
    const res = await post(app, '/api/user/register', { ...newPerson(), altcha: 'x', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: message, errors: { [field]: message } });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a missing captcha field with its message', async () => {
    const { username, email, password } = newPerson();
    const res = await post(app, '/api/user/register', { username, email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Por favor, verifica que no eres un robot');
  });

  it('refuses an unsolved, forged or replayed captcha, and sends nothing', async () => {
    const before = await countUsers();
    const captcha = await solvedCaptcha(app);
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const wrongSolution = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    for (const altcha of [
      'no-es-un-captcha',
      Buffer.from(JSON.stringify(wrongSolution)).toString('base64'),
    ]) {
      const res = await post(app, '/api/user/register', { ...newPerson(), altcha });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Por favor, verifica que no eres un robot');
    }
    expect(await countUsers()).toBe(before);

    const first = newPerson();
    expect((await post(app, '/api/user/register', { ...first, altcha: captcha })).statusCode).toBe(201);
    const replay = await post(app, '/api/user/register', { ...newPerson(), altcha: captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe('Por favor, verifica que no eres un robot');
    expect(await countUsers()).toBe(before + 1);
  });

  it('answers 409 for a username or e-mail already registered, whatever the letter case', async () => {
    const taken = newPerson();
    expect((await register(app, taken)).statusCode).toBe(201);
    await mailbox.waitForMail(taken.email);
    const before = await countUsers();

    const sameName = await register(app, { ...newPerson(), username: taken.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().msg).toBe('Ese nombre de usuario ya está en uso. Elegí otro.');

    const sameEmail = await register(app, { ...newPerson(), email: taken.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().msg).toBe(
      'Ya hay una cuenta con ese correo. Iniciá sesión o recuperá tu contraseña.',
    );
    expect(await countUsers()).toBe(before);
  });
});

describe('confirmation', () => {
  it('confirms the account once from the link, and login works only after it', async () => {
    const person = newPerson();
    await register(app, person);
    const link = (await mailbox.waitForMail(person.email)).links[0]!;

    const early = await logIn(app, person.username, person.password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      msg: 'Tu cuenta todavía no está confirmada. Revisá tu correo o pedí un nuevo enlace.',
      code: 'UNCONFIRMED',
    });

    const res = await get(apiPathOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Tu cuenta está confirmada. Ya podés iniciar sesión.' });
    expect((await accountOf(person.email))!.confirmedAt).toBeInstanceOf(Date);
    expect((await logIn(app, person.username, person.password)).statusCode).toBe(200);

    const again = await get(apiPathOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      msg: 'El enlace de confirmación no es válido o ya venció. Pedí uno nuevo al iniciar sesión.',
    });
  });

  it('refuses an unknown or expired link', async () => {
    expect((await get('/api/user/confirm/no-existe')).statusCode).toBe(400);

    const person = newPerson();
    await register(app, person);
    const link = (await mailbox.waitForMail(person.email)).links[0]!;
    const account = await accountOf(person.email);
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, account!.id));
    const res = await get(apiPathOf(link));
    expect(res.statusCode).toBe(400);
    expect((await accountOf(person.email))!.confirmedAt).toBeNull();
  });
});

describe('POST /api/user/resend-confirmation', () => {
  const resent = {
    msg: 'Si hay una cuenta sin confirmar con ese correo, te enviamos un nuevo enlace de confirmación.',
  };

  it('sends a new link to an unconfirmed account; the previous link stops working', async () => {
    const person = newPerson();
    await register(app, person);
    const firstLink = (await mailbox.waitForMail(person.email)).links[0]!;

    const res = await post(app, '/api/user/resend-confirmation', { email: person.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(resent);
    const secondLink = (await mailbox.waitForMail(person.email)).links[0]!;
    expect(secondLink).not.toBe(firstLink);

    expect((await get(apiPathOf(firstLink))).statusCode).toBe(400);
    expect((await get(apiPathOf(secondLink))).statusCode).toBe(200);
  });

  it('answers at once without looking the address up, so its time cannot tell whether it has an account', async () => {
    const person = newPerson();
    await register(app, person);
    await mailbox.waitForMail(person.email);
    const answers = await whileAccountsHeld(testApp, () =>
      Promise.all(
        [person.email, 'nadie@example.com'].map((email) =>
          post(app, '/api/user/resend-confirmation', { email }),
        ),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(resent);
    }
    // Once the accounts can be read, the unconfirmed account gets a new link.
    expect((await mailbox.waitForMail(person.email)).links[0]).toMatch(/\/confirm\//);
  });

  it('gives the same answer for an unknown or a confirmed address, and sends nothing', async () => {
    const confirmed = await confirmedPerson(testApp);
    const sentBefore = mailbox.received.length;
    for (const email of ['nadie@example.com', confirmed.email]) {
      const res = await post(app, '/api/user/resend-confirmation', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(resent);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.length).toBe(sentBefore);
  });

  it('validates the address like the recovery form', async () => {
    const res = await post(app, '/api/user/resend-confirmation', { email: 'sin-arroba' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Correo invalido');
  });
});
