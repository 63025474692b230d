import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  discountCodeMessages as words,
  type DiscountCode,
  type DiscountCodeEditInput,
} from '@constelaciones/contract';
import { auditLog, discountCodes, purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { bought, buildPurchasesTestApp, newActivity, student } from '../../test/fixtures/purchases';

/*
 * The owner's tab 'Códigos de descuento' through the real app (PGlite, and PostgreSQL when DATABASE_URL names
 * one): creating, listing with the uses, editing, deleting, the Spanish refusals. Applying a code at the
 * checkout is in checkout.test.ts.
 */
const { app, deps } = await buildPurchasesTestApp();
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

const percentCode = (values: Partial<DiscountCodeEditInput> = {}): DiscountCodeEditInput => ({
  code: 'bienvenida',
  kind: 'percent',
  percent: 15,
  amountArs: '',
  amountUsd: '',
  appliesTo: 'all',
  items: [],
  maxUses: '',
  oncePerPerson: false,
  validFrom: '',
  validUntil: '',
  ...values,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, caller = owner) =>
  app.inject({ method, url: `/api/admin/discount-codes${url}`, headers: caller.headers, payload });

async function created(values: Partial<DiscountCodeEditInput>): Promise<DiscountCode> {
  const res = await send('POST', '', percentCode(values));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe(words.created);
  return res.json<{ code: DiscountCode }>().code;
}

const listed = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/discount-codes', headers: owner.headers })).json<{
    codes: DiscountCode[];
    items: { model: string; id: string; title: string }[];
  }>();

describe("the owner's discount codes", () => {
  it('creates a percentage code in capitals, lists it with its uses, and audits it', async () => {
    const code = await created({ code: ' invierno-15 ', maxUses: '10', oncePerPerson: true });
    expect(code).toMatchObject({
      code: 'INVIERNO-15',
      kind: 'percent',
      percent: 15,
      amountArs: null,
      appliesTo: 'all',
      maxUses: 10,
      oncePerPerson: true,
      validFrom: null,
      used: 0,
      held: 0,
    });
    expect((await listed()).codes.map((listedCode) => listedCode.code)).toContain('INVIERNO-15');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, code._id));
    expect(entry).toMatchObject({ entity: 'discount-code', action: 'create', actorId: owner.userId });
  });

  it('creates a fixed code for chosen items, in pesos and dollars; the list offers the items by title', async () => {
    const activity = await newActivity(deps, { title: 'Constelaciones en Rosario' });
    const { items } = await listed();
    expect(items).toContainEqual({ model: 'Activity', id: activity.id, title: 'Constelaciones en Rosario' });
    const code = await created({
      code: 'ROSARIO',
      kind: 'amount',
      percent: '',
      amountArs: '2000',
      amountUsd: 5,
      appliesTo: 'chosen',
      items: [{ model: 'Activity', id: activity.id }],
      validFrom: '2026-01-01',
      validUntil: '2026-01-31',
    });
    expect(code).toMatchObject({
      kind: 'amount',
      percent: null,
      amountArs: 2000,
      amountUsd: 5,
      appliesTo: 'chosen',
      items: [{ model: 'Activity', id: activity.id, title: 'Constelaciones en Rosario' }],
      validFrom: '2026-01-01',
      validUntil: '2026-01-31',
    });
  });

  it('refuses bad codes in Spanish beside each field, and changes nothing', async () => {
    const before = await db.select().from(discountCodes);
    const cases: [Partial<DiscountCodeEditInput>, string, string][] = [
      [{ code: 'no' }, 'code', words.invalid],
      [{ code: 'con espacio' }, 'code', words.invalid],
      [{ percent: 100 }, 'percent', words.percentInvalid],
      [{ percent: '' }, 'percent', words.percentInvalid],
      [{ kind: 'amount', percent: '' }, 'amountArs', words.amountRequired],
      [{ kind: 'amount', amountUsd: '-3' }, 'amountUsd', words.amountInvalid],
      [{ appliesTo: 'chosen' }, 'items', words.itemsRequired],
      [{ maxUses: '0' }, 'maxUses', words.maxUsesInvalid],
      [{ validFrom: '2026-02-01', validUntil: '2026-01-31' }, 'validUntil', words.untilBeforeFrom],
    ];
    for (const [values, field, message] of cases) {
      const res = await send('POST', '', percentCode({ code: 'VALIDO', ...values }));
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(values)).toBe(message);
    }
    const gone = { model: 'Module', id: '00000000-0000-4000-8000-000000000000' } as const;
    const missing = await send('POST', '', percentCode({ appliesTo: 'chosen', items: [gone] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.items).toBe(words.itemsInvalid);
    expect(await db.select().from(discountCodes)).toEqual(before);
  });

  it('refuses a second code with the same name (409), also when renaming one', async () => {
    await created({ code: 'UNICO' });
    const twin = await send('POST', '', percentCode({ code: 'unico' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().msg).toBe(words.duplicate);
    const other = await created({ code: 'OTRO' });
    const renamed = await send('PUT', `/${other._id}`, percentCode({ code: 'UNICO' }));
    expect(renamed.statusCode).toBe(409);
  });

  it('edits a code, keeping its uses; deleting it leaves the purchases their code and discount', async () => {
    const code = await created({ code: 'EDITABLE', percent: 10 });
    const caller = await student(deps);
    const activity = await newActivity(deps);
    const purchase = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      code: 'editable',
    });
    expect(purchase).toMatchObject({ amount: 10800, discountCode: 'EDITABLE', discount: 1200 });

    const edited = await send(
      'PUT',
      `/${code._id}`,
      percentCode({ code: 'EDITADO', percent: 20, maxUses: 5 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      msg: words.saved,
      code: { code: 'EDITADO', percent: 20, maxUses: 5, used: 0, held: 1 },
    });
    const [kept] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(kept).toMatchObject({ amount: 10800, discountCode: 'EDITABLE', discount: 1200 });

    const removed = await send('DELETE', `/${code._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().msg).toBe(words.deleted);
    const [after] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(after).toMatchObject({ discountCodeId: null, discountCode: 'EDITABLE', discount: 1200 });
    expect((await send('DELETE', `/${code._id}`)).json().msg).toBe(words.gone);
  });

  it('is the owner’s only: anonymous 401, a student 403', async () => {
    const visitor = { headers: {} } as typeof owner;
    const someone = await sessionFor(deps, 'USER');
    for (const caller of [visitor, someone]) {
      const res = await send('POST', '', percentCode({ code: 'INTRUSO' }), caller);
      expect(res.statusCode).toBe(caller === visitor ? 401 : 403);
    }
    expect(await db.select().from(discountCodes).where(eq(discountCodes.code, 'INTRUSO'))).toEqual([]);
  });
});
