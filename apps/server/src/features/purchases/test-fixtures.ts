import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Purchase, WayToPay } from '@constelaciones/contract';
import { activities, courses, modules, users } from '../../db/schema';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { sessionFor } from '../../test/helper';
import type { Services } from '../../platform/dependencies';

/*
 * What the purchase tests share: the real app mailing a real SMTP server on loopback, students with a full
 * profile, and items of each kind with known prices and dates.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const OWNER_EMAIL = 'mariana.rios@example.com';

export const buildPurchasesTestApp = (env: Record<string, string> = {}): Promise<AccountsTestApp> =>
  buildAccountsTestApp(env);

export type Caller = Awaited<ReturnType<typeof sessionFor>>;

/** A USER with every profile field a purchase copies. */
export async function student(services: Services, country = 'Argentina'): Promise<Caller> {
  const caller = await sessionFor(services, 'USER');
  await services.database.db
    .update(users)
    .set({ firstName: 'Ana', lastName: 'Diaz', country, dateOfBirth: '1990-05-01', phone: '1155551234' })
    .where(eq(users.id, caller.userId));
  return caller;
}

/** An activity 30 days ahead: $ 12.000 or USD 20 unless told. */
export async function newActivity(services: Services, values: Partial<typeof activities.$inferInsert> = {}) {
  const [row] = await services.database.db
    .insert(activities)
    .values({
      title: 'Taller de prueba',
      description: 'Una actividad para los tests.',
      day: new Date(Date.now() + 30 * DAY_MS),
      pricePesos: 12000,
      priceDolar: 20,
      modality: 'Presencial',
      ...values,
    })
    .returning();
  return row!;
}

/** The demo's virtual workshop, moved to `daysAhead` days from now with known prices. */
export async function workshop(services: Services, daysAhead = 60) {
  const day = new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
  const [row] = await services.database.db
    .update(courses)
    .set({ day, hour: 10, pricePesos: 30000, priceAnticipedPesos: 25000, priceDolar: 50 })
    .where(eq(courses.slug, 'talleres-virtuales'))
    .returning();
  return row!;
}

/** A recorded module of the demo, open or not. */
export async function trainingModule(services: Services, open = true) {
  const [first] = await services.database.db
    .select()
    .from(modules)
    .where(eq(modules.typeModule, 'asincronico'))
    .limit(1);
  const [row] = await services.database.db
    .update(modules)
    .set({ open, pricePesos: 15000, priceDolar: 25 })
    .where(eq(modules.id, first!.id))
    .returning();
  return row!;
}

export interface BuyBody {
  inscription: string;
  inscriptionModel: 'Activity' | 'Course' | 'Module';
  wayToPay: WayToPay;
}

export const buy = (app: FastifyInstance, caller: Caller, body: BuyBody) =>
  app.inject({ method: 'POST', url: '/api/purchases/create', headers: caller.headers, payload: body });

/** Buys and expects it to work: the purchase. */
export async function bought(app: FastifyInstance, caller: Caller, body: BuyBody): Promise<Purchase> {
  const res = await buy(app, caller, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ purchase: Purchase }>().purchase;
}

/** The owner's 'Confirmar pago' of a transfer, expected to work. */
export async function confirmedByOwner(
  app: FastifyInstance,
  owner: Caller,
  purchase: Purchase,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/transfer-confirm',
    headers: owner.headers,
    payload: { idPurchase: purchase._id },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Messages received so far to `to` with `part` in the subject or the text, once every message in flight is sent. */
export async function mailsTo(testApp: AccountsTestApp, to: string, part: string) {
  await testApp.services.mail.drain();
  return testApp.mailbox.received.filter(
    (mail) => mail.to.includes(to) && (mail.subject.includes(part) || mail.text.includes(part)),
  );
}
