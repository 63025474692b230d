import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { solvedCaptcha } from './altcha';
import { buildTestApp, type TestApp, type TestAppOptions } from './helper';
import { startMailbox, type TestMailbox } from './smtp';

export interface AccountsTestApp extends TestApp {
  mailbox: TestMailbox;
}

/**
 * The real app sending its mail to a real SMTP server on loopback. Limits on attempts are raised, since
 * a test file logs in many times from one address; the limits have tests of their own.
 */
export async function buildAccountsTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<AccountsTestApp> {
  const mailbox = await startMailbox();
  afterAll(() => mailbox.close());
  const testApp = await buildTestApp(
    { SMTP_URL: mailbox.url, AUTH_RATE_LIMIT_FACTOR: '100', ...env },
    options,
  );
  return { ...testApp, mailbox };
}

export interface Person {
  username: string;
  email: string;
  password: string;
}

/** Someone new, with a valid username, e-mail and password. */
export function newPerson(): Person {
  const id = randomUUID().slice(0, 8);
  return { username: `ana${id}`, email: `ana.${id}@example.com`, password: 'clave-123' };
}

export const post = (
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload, headers });

export async function register(app: FastifyInstance, person: Person) {
  return post(app, '/api/user/register', { ...person, altcha: await solvedCaptcha(app) });
}

/** The API call behind a link of an e-mail (the web page at that link makes it). */
export function apiPathOf(link: string): string {
  const url = new URL(link);
  const [, page, token] = url.pathname.split('/');
  if (page === 'confirm') return `/api/user/confirm/${token}`;
  throw new Error(`no API call behind ${link}`);
}

/** Registers, follows the confirmation link of the e-mail received, and returns the person. */
export async function confirmedPerson(
  { app, mailbox }: AccountsTestApp,
  person = newPerson(),
): Promise<Person> {
  expect((await register(app, person)).statusCode).toBe(201);
  const mail = await mailbox.waitForMail(person.email, 'Confirmá');
  const confirmation = await app.inject({ method: 'GET', url: apiPathOf(mail.links[0]!) });
  expect(confirmation.statusCode).toBe(200);
  return person;
}

export const logIn = (app: FastifyInstance, user: string, password: string) =>
  post(app, '/api/user/login', { user, password });

/** Logs in and returns the bearer header of the new session. */
export async function sessionOf(app: FastifyInstance, person: Person): Promise<{ authorization: string }> {
  const res = await logIn(app, person.username, person.password);
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/**
 * Runs `during` while a transaction of the test holds the accounts table (PostgreSQL: an exclusive lock;
 * PGlite: its one connection), so that no request can read an account until it is over: what `during` gets
 * back cannot have waited for an account to be looked up.
 */
export function whileAccountsHeld<T>({ deps }: TestApp, during: () => Promise<T>): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in access exclusive mode`);
    return during();
  });
}
