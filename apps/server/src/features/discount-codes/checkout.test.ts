import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  discountCodeMessages as words,
  type Purchase,
  type PurchaseMonth,
  type PurchaseQuote,
} from '@constelaciones/contract';
import { discountCodes, purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import {
  bought,
  buildPurchasesTestApp,
  buy,
  confirmedByOwner,
  DAY_MS,
  newActivity,
  student,
  workshop,
  type BuyBody,
  type Caller,
} from '../../test/fixtures/purchases';
import { runPaymentDeadlines } from '../payment-deadlines/deadlines';

/*
 * A discount code at the checkout through the real app (PGlite, and PostgreSQL when DATABASE_URL names one):
 * the quote and the purchase take it off the database's price in each currency; each refusal in Spanish on the
 * field; a code's last use goes once when 20 students try it at the same moment; a pending purchase holds its
 * use until it expires or is revoked; the owner's card, CSV and summary show it.
 */
const { app, deps } = await buildPurchasesTestApp({ PENDING_PURCHASE_DAYS: '3' });
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

let codes = 0;
/** A code of the owner's, straight into the database (the admin's form is codes.test.ts's). */
async function newCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  codes += 1;
  const [row] = await db
    .insert(discountCodes)
    .values({ code: `CODIGO-${codes}`, kind: 'percent', percent: 15, ...values })
    .returning();
  return row!;
}

const activityBody = async (wayToPay: BuyBody['wayToPay'] = 'transfer', code?: string): Promise<BuyBody> => ({
  inscription: (await newActivity(deps)).id,
  inscriptionModel: 'Activity',
  wayToPay,
  ...(code && { code }),
});

async function quoted(caller: Caller, body: BuyBody) {
  const { inscription, inscriptionModel, code } = body;
  return app.inject({
    method: 'GET',
    url: '/api/purchases/quote',
    headers: caller.headers,
    query: { inscription, inscriptionModel, ...(code && { code }) },
  });
}

/** The refusal the quote and the purchase both answer, on the field `code`, with nothing written. */
async function refused(caller: Caller, body: BuyBody, message: string) {
  const before = await db.select().from(purchases);
  for (const res of [await quoted(caller, body), await buy(app, caller, body)]) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ msg: message, errors: { code: message } });
  }
  expect(await db.select().from(purchases)).toHaveLength(before.length);
}

const usesOf = async (codeId: string) =>
  (await db.select().from(purchases).where(eq(purchases.discountCodeId, codeId))).map((row) => row.state);

describe('a discount code at the checkout', () => {
  it("takes a percentage off the database's price in pesos and in dollars, in the quote and the purchase", async () => {
    const code = await newCode({ percent: 15 });
    const argentine = await student(deps);
    const body = await activityBody('transfer', code.code.toLowerCase());
    const quote = (await quoted(argentine, body)).json<{ quote: PurchaseQuote }>().quote;
    expect(quote).toMatchObject({
      amount: 10200,
      currency: 'ARS',
      discount: { code: code.code, amount: 1800 },
    });
    const purchase = await bought(app, argentine, body);
    expect(purchase).toMatchObject({ amount: 10200, discountCode: code.code, discount: 1800 });

    const uruguayan = await student(deps, 'Uruguay');
    const abroad = await bought(app, uruguayan, { ...body, wayToPay: 'pp' });
    expect(abroad).toMatchObject({ amount: 17, currency: 'USD', discountCode: code.code, discount: 3 });

    // A workshop's early-payment price is the price the code is taken off.
    const course = await workshop(deps);
    const early = await bought(app, await student(deps), {
      inscription: course.id,
      inscriptionModel: 'Course',
      wayToPay: 'transfer',
      code: code.code,
    });
    expect(early).toMatchObject({ amount: 21250, discount: 3750 });
  });

  it('takes a fixed amount in the purchase’s currency, and refuses a currency it has none in', async () => {
    const fixed = await newCode({ kind: 'amount', percent: null, amountArs: 2000, amountUsd: 5 });
    expect(await bought(app, await student(deps), await activityBody('transfer', fixed.code))).toMatchObject({
      amount: 10000,
      discount: 2000,
    });
    expect(
      await bought(app, await student(deps, 'Chile'), await activityBody('pp', fixed.code)),
    ).toMatchObject({ amount: 15, currency: 'USD', discount: 5 });

    const pesosOnly = await newCode({ kind: 'amount', percent: null, amountArs: 2000 });
    await refused(
      await student(deps, 'Chile'),
      await activityBody('pp', pesosOnly.code),
      words.notForCurrency('USD'),
    );
    const wholePrice = await newCode({ kind: 'amount', percent: null, amountArs: 12000 });
    await refused(await student(deps), await activityBody('transfer', wholePrice.code), words.coversPrice);
  });

  it('refuses a code that does not exist, is not valid yet or any more, or is for another item', async () => {
    const caller = await student(deps);
    await refused(caller, await activityBody('transfer', 'NO-EXISTE'), words.notFound);
    const tomorrow = new Date(Date.now() + DAY_MS + 4 * 3600_000).toISOString().slice(0, 10);
    const soon = await newCode({ validFrom: tomorrow });
    const [y, m, d] = tomorrow.split('-');
    await refused(caller, await activityBody('transfer', soon.code), words.notYet(`${d}/${m}/${y}`));
    const lastWeek = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
    const old = await newCode({ validUntil: lastWeek });
    await refused(caller, await activityBody('transfer', old.code), words.expired);
    const other = await newActivity(deps);
    const elsewhere = await newCode({ items: [{ model: 'Activity', id: other.id }] });
    await refused(caller, await activityBody('transfer', elsewhere.code), words.notForItem);
    expect(
      await bought(app, caller, { ...(await activityBody()), inscription: other.id, code: elsewhere.code }),
    ).toMatchObject({ discountCode: elsewhere.code });
    const malformed = await quoted(caller, await activityBody('transfer', 'ñ'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toBe(words.invalid);
  });

  it('gives a one-use code to exactly one of 20 students trying it at once', async () => {
    const code = await newCode({ maxUses: 1 });
    const activity = await newActivity(deps);
    const callers = await Promise.all(Array.from({ length: 20 }, () => student(deps)));
    const body = {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      code: code.code,
    } as const;
    const answers = await Promise.all(callers.map((caller) => buy(app, caller, body)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(400)]);
    for (const res of answers.filter((answer) => answer.statusCode === 400)) {
      expect(res.json().errors.code).toBe(words.usedUp);
    }
    expect(await usesOf(code.id)).toEqual(['pending']);
  });

  it('holds a use while pending; expiring or being revoked gives it back, paying keeps it', async () => {
    const code = await newCode({ maxUses: 1 });
    const first = await student(deps);
    const held = await bought(app, first, await activityBody('transfer', code.code));
    await refused(await student(deps), await activityBody('transfer', code.code), words.usedUp);

    // Expired at its deadline: the next person gets the use.
    await runPaymentDeadlines(deps, new Date(Date.parse(held.deadline!) + 1000));
    expect(await usesOf(code.id)).toEqual(['expired']);
    const second = await student(deps);
    const revoked = await bought(app, second, await activityBody('transfer', code.code));

    // Revoked with the 'Botón de arrepentimiento' before paying: cancelled, the use free again.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: {
        name: 'Ana Diaz',
        email: second.email,
        reference: revoked.reference,
        reason: 'No puedo ir.',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [request] = (
      await app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: owner.headers })
    )
      .json<{ withdrawals: { _id: string; code: string }[] }>()
      .withdrawals.filter((withdrawal) => withdrawal.code === asked.json().code);
    const resolved = await app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${request!._id}/resolve`,
      headers: owner.headers,
      payload: {},
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await usesOf(code.id)).sort()).toEqual(['cancelled', 'expired']);

    // Paid: the use is spent for good.
    const third = await student(deps);
    await confirmedByOwner(app, owner, await bought(app, third, await activityBody('transfer', code.code)));
    await refused(await student(deps), await activityBody('transfer', code.code), words.usedUp);
  });

  it('counts one use per person and item, whichever ways she tries; once per person refuses another item', async () => {
    const code = await newCode({ maxUses: 1, oncePerPerson: true });
    const caller = await student(deps);
    const body = await activityBody('transfer', code.code);
    const transfer = await bought(app, caller, body);
    const card = await bought(app, caller, { ...body, wayToPay: 'mp' });
    expect([transfer.discount, card.discount]).toEqual([1800, 1800]);
    await refused(caller, await activityBody('transfer', code.code), words.usedUp);

    const unlimited = await newCode({ oncePerPerson: true });
    await bought(app, caller, await activityBody('transfer', unlimited.code));
    await refused(caller, await activityBody('transfer', unlimited.code), words.usedByYou);
    await bought(app, await student(deps), await activityBody('transfer', unlimited.code));
  });

  it('replaces her pending purchase without the code by one with it; the same code again returns it', async () => {
    const caller = await student(deps);
    const body = await activityBody();
    const plain = await bought(app, caller, body);
    const code = await newCode({ percent: 10 });
    const withCode = await bought(app, caller, { ...body, code: code.code });
    expect(withCode._id).not.toBe(plain._id);
    expect(withCode).toMatchObject({ amount: 10800, discountCode: code.code, state: 'pending' });
    const [old] = await db.select().from(purchases).where(eq(purchases.id, plain._id));
    expect(old!.state).toBe('cancelled');
    expect((await bought(app, caller, { ...body, code: code.code }))._id).toBe(withCode._id);
    expect((await bought(app, caller, body))._id).toBe(withCode._id);
  });

  it("shows the code and the discount on the owner's card, in the CSV and in the month's summary", async () => {
    const code = await newCode({ code: 'RESUMEN-10', percent: 10 });
    const caller = await student(deps);
    const purchase = await bought(app, caller, await activityBody('transfer', code.code));
    const summaryBefore = await summaryNow();
    await confirmedByOwner(app, owner, purchase);

    const card = await app.inject({
      method: 'GET',
      url: `/api/purchases/show/${purchase._id}`,
      headers: owner.headers,
    });
    expect(card.json<{ purchase: Purchase }>().purchase).toMatchObject({
      discountCode: 'RESUMEN-10',
      discount: 1200,
    });

    const csv = await app.inject({
      method: 'GET',
      url: '/api/purchases/csv?tab=activities',
      headers: owner.headers,
    });
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(';');
    const line = lines.find((text) => text.includes(purchase.reference))!.split(';');
    expect(line[columns.indexOf(words.usedCode)]).toBe('RESUMEN-10');
    expect(line[columns.indexOf(words.discountAmount)]).toBe('1200,00');
    expect(line[columns.indexOf('Importe')]).toBe('10800,00');

    const after = await summaryNow();
    expect(after.received.ARS.discount - summaryBefore.received.ARS.discount).toBe(1200);
    expect(after.received.ARS.amount - summaryBefore.received.ARS.amount).toBe(10800);
    expect(summaryBefore.codes).not.toContainEqual(expect.objectContaining({ code: 'RESUMEN-10' }));
    expect(after.codes).toContainEqual({ code: 'RESUMEN-10', currency: 'ARS', count: 1, discount: 1200 });
  });
});

/** This month in the owner's summary. */
async function summaryNow() {
  const res = await app.inject({ method: 'GET', url: '/api/purchases/summary', headers: owner.headers });
  return res.json<{ months: PurchaseMonth[] }>().months.at(-1)!;
}
