import { demoSiteSections } from '../../db/seed/demo-site-sections';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type PurchaseQuote } from '@constelaciones/contract';
import { auditLog, paymentSettings, purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import {
  buildPurchasesTestApp,
  DAY_MS,
  buy,
  bought,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
  trainingModule,
  workshop,
  type Caller,
} from '../../test/fixtures/purchases';

// Both providers configured (never called: a quote only says they are offered).
const testApp = await buildPurchasesTestApp({
  MP_ACCESS_TOKEN: 'APP_USR-prueba',
  MP_WEBHOOK_SECRET: 'secreto-de-prueba',
  PAYPAL_CLIENT_ID: 'cliente-de-prueba',
  PAYPAL_CLIENT_SECRET: 'secreto-de-prueba',
  PAYPAL_WEBHOOK_ID: 'webhook-de-prueba',
});
const { app, deps } = testApp;
const { db } = deps.database;
// Neither provider configured, on a public address: no simulator either.
const bare = await buildPurchasesTestApp();

type Item = { inscription: string; inscriptionModel: 'Activity' | 'Course' | 'Module' };

const askQuote = (caller: Caller, item: Item, target = app) =>
  target.inject({
    method: 'GET',
    url: '/api/purchases/quote',
    headers: caller.headers,
    query: item,
  });

async function quoted(caller: Caller, item: Item): Promise<PurchaseQuote> {
  const res = await askQuote(caller, item);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ quote: PurchaseQuote }>().quote;
}

/** How many purchases and audit entries there are: a quote adds to neither. */
const written = async () => ({
  purchases: (await db.select({ n: count() }).from(purchases))[0]!.n,
  audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
});

describe("the buyer's DNI or CUIL from $ 10.000.000 (RG 5700)", () => {
  const large = async () => {
    const activity = await newActivity(deps, { pricePesos: 10_000_000, priceDolar: 7000 });
    return { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
  };

  it('is asked by the quote from $ 10.000.000 in pesos; in dollars not before ARCA gave a rate', async () => {
    const item = await large();
    expect(await quoted(await student(deps), item)).toMatchObject({ amount: 10_000_000, identify: true });
    const small = await newActivity(deps, { pricePesos: 9_999_999.99 });
    const below = { inscription: small.id, inscriptionModel: 'Activity' } as const;
    expect(await quoted(await student(deps), below)).toMatchObject({ identify: false });
    expect(await quoted(await student(deps, 'Uruguay'), item)).toMatchObject({
      amount: 7000,
      identify: false,
    });
  });

  it('is required by create, kept as digits, and shown to the owner and to her', async () => {
    const caller = await student(deps);
    const item = await large();
    const before = await written();
    const missing = await buy(app, caller, item);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      msg: messages.purchase.documentRequired,
      errors: { document: messages.purchase.documentRequired },
    });
    const invalid = await buy(app, caller, { ...item, document: '20-12345678-5' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: { document: messages.purchase.documentInvalid } });
    expect(await written()).toEqual(before);

    const purchase = await bought(app, caller, { ...item, document: '20.123.456' });
    expect(purchase.user_id.document).toBe('20123456');
    const [row] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(row!.document).toBe('20123456');
    // The same purchase again, with her CUIL this time: the pending one takes it, audited.
    const again = await bought(app, caller, { ...item, document: '20-12345678-6' });
    expect(again).toMatchObject({ _id: purchase._id, user_id: { document: '20123456786' } });
    const owner = await sessionFor(deps, 'ADMIN');
    const shown = await app.inject({
      method: 'GET',
      url: `/api/purchases/show/${purchase._id}`,
      headers: owner.headers,
    });
    expect(shown.json()).toMatchObject({ purchase: { user_id: { document: '20123456786' } } });
  });

  it('is not kept below $ 10.000.000, whatever was sent', async () => {
    const activity = await newActivity(deps);
    const purchase = await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      document: '20123456',
    });
    expect(purchase.user_id.document).toBeNull();
  });
});

describe('GET /purchases/quote', () => {
  it('answers the total in pesos for Argentina and in dollars elsewhere, with the ways to pay it', async () => {
    const activity = await newActivity(deps, { description: 'Un encuentro breve.' });
    const item = { inscription: activity.id, inscriptionModel: 'Activity' } as const;
    expect(await quoted(await student(deps), item)).toEqual({
      title: 'Taller de prueba',
      description: 'Un encuentro breve.',
      amount: 12000,
      currency: 'ARS',
      early: false,
      waysToPay: ['transfer', 'mp'],
      identify: false,
      installments: 12,
      discount: null,
    });
    expect(await quoted(await student(deps, 'Uruguay'), item)).toMatchObject({
      amount: 20,
      currency: 'USD',
      early: false,
      waysToPay: ['transfer', 'pp'],
    });
  });

  it('offers the transfer only once the owner has set her details for that currency', async () => {
    const activity = await newActivity(deps);
    const item = { inscription: activity.id, inscriptionModel: 'Activity' } as const;
    const [saved] = await db.select().from(paymentSettings);
    try {
      await db.update(paymentSettings).set({ cbu: '', alias: '' });
      expect((await quoted(await student(deps), item)).waysToPay).toEqual(['mp']);
      expect((await quoted(await student(deps, 'Chile'), item)).waysToPay).toEqual(['transfer', 'pp']);
      await db.update(paymentSettings).set({ ...saved!, abroadInstructions: '' });
      expect((await quoted(await student(deps), item)).waysToPay).toEqual(['transfer', 'mp']);
      expect((await quoted(await student(deps, 'Chile'), item)).waysToPay).toEqual(['pp']);
    } finally {
      await db.update(paymentSettings).set(saved!);
    }
  });

  it('offers Mercado Pago and PayPal only when the site can take them', async () => {
    const activity = await newActivity(bare.deps);
    const item = { inscription: activity.id, inscriptionModel: 'Activity' } as const;
    for (const country of ['Argentina', 'Uruguay']) {
      const res = await askQuote(await student(bare.deps, country), item, bare.app);
      expect(res.json().quote.waysToPay).toEqual(['transfer']);
    }
  });

  it('gives a course its early-payment price when create would, and create charges what was quoted', async () => {
    const caller = await student(deps);
    const early = await workshop(deps, 60);
    const item = { inscription: early.id, inscriptionModel: 'Course' } as const;
    const earlyQuote = await quoted(caller, item);
    expect(earlyQuote).toMatchObject({
      title: early.title,
      description: demoSiteSections['talleres-virtuales'].description,
      amount: 25000,
      early: true,
    });
    expect(await quoted(await student(deps, 'México'), item)).toMatchObject({
      amount: 50,
      currency: 'USD',
      early: false,
    });
    const purchase = await bought(app, caller, { ...item, wayToPay: 'mp' });
    expect(purchase).toMatchObject({ amount: earlyQuote.amount, currency: earlyQuote.currency });

    // 10 days ahead is inside the 15 early-payment days: the regular price.
    const late = await workshop(deps, 10);
    expect(await quoted(caller, { inscription: late.id, inscriptionModel: 'Course' })).toMatchObject({
      amount: 30000,
      currency: 'ARS',
      early: false,
    });
  });

  it('refuses what create refuses, with the same status and message', async () => {
    const complete = await student(deps);
    const incomplete = await sessionFor(deps, 'USER');
    const open = await newActivity(deps);
    const archived = await newActivity(deps, { archived: true });
    const past = await newActivity(deps, { day: new Date(Date.now() - DAY_MS) });
    const closed = await trainingModule(deps, false);
    const pastCourse = await workshop(deps, -2);
    const cases: [Caller, Item][] = [
      [incomplete, { inscription: open.id, inscriptionModel: 'Activity' }],
      [complete, { inscription: crypto.randomUUID(), inscriptionModel: 'Activity' }],
      [complete, { inscription: archived.id, inscriptionModel: 'Activity' }],
      [complete, { inscription: past.id, inscriptionModel: 'Activity' }],
      [complete, { inscription: closed.id, inscriptionModel: 'Module' }],
      [complete, { inscription: pastCourse.id, inscriptionModel: 'Course' }],
    ];
    const seen = new Set<number>();
    for (const [caller, item] of cases) {
      const quote = await askQuote(caller, item);
      const create = await buy(app, caller, { ...item, wayToPay: 'transfer' });
      expect(quote.statusCode, `${item.inscriptionModel} ${item.inscription}`).toBe(create.statusCode);
      expect(quote.json()).toEqual(create.json());
      seen.add(quote.statusCode);
    }
    expect([...seen].sort()).toEqual([400, 404]);
    const incompleteAnswer = await askQuote(incomplete, {
      inscription: open.id,
      inscriptionModel: 'Activity',
    });
    expect(incompleteAnswer.json().msg).toBe(
      'Completá tu perfil antes de inscribirte. Falta: nombre, apellido, país, fecha de nacimiento, teléfono.',
    );

    const malformed = await askQuote(complete, { inscription: 'no-es-un-id', inscriptionModel: 'Activity' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe('Elegí qué querés inscribirte.');
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/purchases/quote',
      query: { inscription: open.id, inscriptionModel: 'Activity' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 once the item is paid for', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const item = { inscription: activity.id, inscriptionModel: 'Activity' } as const;
    const purchase = await bought(app, caller, { ...item, wayToPay: 'transfer' });
    // Pending is not paid: the checkout may still be shown.
    expect((await quoted(caller, item)).amount).toBe(12000);
    const admin = await sessionFor(deps, 'ADMIN');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/checkout/transfer-confirm',
      headers: admin.headers,
      payload: { idPurchase: purchase._id },
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await askQuote(caller, item);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Ya estás inscripto/a y tu pago está confirmado.');
  });

  it('writes nothing and e-mails nobody', async () => {
    const activity = await newActivity(deps, { title: 'Taller solo cotizado' });
    const module = await trainingModule(deps, true);
    const before = await written();
    for (const country of ['Argentina', 'Uruguay']) {
      const caller = await student(deps, country);
      await quoted(caller, { inscription: activity.id, inscriptionModel: 'Activity' });
      await quoted(caller, { inscription: module.id, inscriptionModel: 'Module' });
    }
    expect(await written()).toEqual(before);
    expect(await mailsTo(testApp, OWNER_EMAIL, 'Taller solo cotizado')).toEqual([]);
  });
});
