import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '@constelaciones/contract';
import { auditLog, purchases, users } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import {
  DAY_MS,
  buy,
  bought,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
  trainingModule,
  workshop,
  buildPurchasesTestApp,
} from '../../test/fixtures/purchases';

const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;

describe('POST /purchases/create', () => {
  it('charges residents of Argentina in pesos and others in dollars, from the database', async () => {
    const activity = await newActivity(deps);
    const argentine = await student(deps);
    const abroad = await student(deps, 'Uruguay');
    const inPesos = await bought(app, argentine, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    expect(inPesos).toMatchObject({
      amount: 12000,
      currency: 'ARS',
      state: 'pending',
      pay: false,
      finish: false,
      wayToPay: 'transfer',
      inscriptionModel: 'Activity',
      inscription: { _id: activity.id, title: 'Taller de prueba' },
      user_id: { _id: argentine.userId, firstName: 'Ana', lastName: 'Diaz', country: 'Argentina' },
      courseDate: null,
    });
    expect(inPesos.reference).toMatch(/^INS-[A-Z2-9]{6}$/);
    // A transfer is held 7 days (PENDING_PURCHASE_DAYS).
    const held = Date.parse(inPesos.deadline!) - Date.parse(inPesos.createdAt);
    expect(Math.abs(held - 7 * DAY_MS)).toBeLessThan(5_000);

    const inDollars = await bought(app, abroad, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'pp',
    });
    expect(inDollars).toMatchObject({ amount: 20, currency: 'USD', wayToPay: 'pp' });
    // A provider payment never made expires too, after the same days.
    const heldForPayPal = Date.parse(inDollars.deadline!) - Date.parse(inDollars.createdAt);
    expect(Math.abs(heldForPayPal - 7 * DAY_MS)).toBeLessThan(5_000);
  });

  it('takes nothing of the price from the browser', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchases/create',
      headers: caller.headers,
      payload: {
        inscription: activity.id,
        inscriptionModel: 'Activity',
        wayToPay: 'mp',
        amount: 1,
        currency: 'USD',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().purchase).toMatchObject({ amount: 12000, currency: 'ARS' });
  });

  it('gives a course its early-payment price only early enough, and stores the course date', async () => {
    const caller = await student(deps);
    const early = await workshop(deps, 60);
    const first = await bought(app, caller, {
      inscription: early.id,
      inscriptionModel: 'Course',
      wayToPay: 'mp',
    });
    expect(first).toMatchObject({ amount: 25000, currency: 'ARS', courseDate: early.day });

    // The workshop repeats with a new date, 10 days ahead (inside the 15 days): a new purchase, regular price.
    const late = await workshop(deps, 10);
    const second = await bought(app, caller, {
      inscription: late.id,
      inscriptionModel: 'Course',
      wayToPay: 'mp',
    });
    expect(second._id).not.toBe(first._id);
    expect(second).toMatchObject({ amount: 30000, courseDate: late.day });
  });

  it('refuses Mercado Pago in dollars and PayPal in pesos', async () => {
    const activity = await newActivity(deps);
    const body = { inscription: activity.id, inscriptionModel: 'Activity' } as const;
    const mp = await buy(app, await student(deps, 'España'), { ...body, wayToPay: 'mp' });
    expect(mp.statusCode).toBe(400);
    expect(mp.json().msg).toBe('Mercado Pago solo acepta pagos en pesos argentinos.');
    const pp = await buy(app, await student(deps), { ...body, wayToPay: 'pp' });
    expect(pp.statusCode).toBe(400);
    expect(pp.json().msg).toBe('PayPal solo acepta pagos en dólares.');
  });

  it('names every missing profile field', async () => {
    const activity = await newActivity(deps);
    const caller = await sessionFor(deps, 'USER');
    await db.update(users).set({ firstName: 'Ana', country: 'Argentina' }).where(eq(users.id, caller.userId));
    const res = await buy(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'Completá tu perfil antes de inscribirte. Falta: apellido, fecha de nacimiento, teléfono.',
      errors: {
        lastName: 'El apellido es requerido',
        birthday: 'La fecha de nacimiento es requerida',
        phone: 'El teléfono es requerido',
      },
    });
  });

  it('refuses unknown, archived and past items, and modules not open', async () => {
    const caller = await student(deps);
    const archived = await newActivity(deps, { archived: true });
    const past = await newActivity(deps, { day: new Date(Date.now() - DAY_MS) });
    const closed = await trainingModule(deps, false);
    const cases = [
      [crypto.randomUUID(), 'Activity', 404, 'No encontramos la actividad, el taller o el módulo elegido.'],
      [crypto.randomUUID(), 'Course', 404, 'No encontramos la actividad, el taller o el módulo elegido.'],
      [archived.id, 'Activity', 400, 'Esta actividad ya no está disponible.'],
      [past.id, 'Activity', 400, 'La fecha de esta inscripción ya pasó.'],
      [closed.id, 'Module', 400, 'Este módulo todavía no está abierto para inscripciones.'],
      // An activity's id is not a module's.
      [past.id, 'Module', 404, 'No encontramos la actividad, el taller o el módulo elegido.'],
    ] as const;
    for (const [inscription, inscriptionModel, status, msg] of cases) {
      const res = await buy(app, caller, { inscription, inscriptionModel, wayToPay: 'transfer' });
      expect(res.statusCode, `${inscriptionModel} ${inscription}`).toBe(status);
      expect(res.json().msg).toBe(msg);
    }
    const pastCourse = await workshop(deps, -2);
    const res = await buy(app, caller, {
      inscription: pastCourse.id,
      inscriptionModel: 'Course',
      wayToPay: 'mp',
    });
    expect(res.statusCode).toBe(400);
    expect(await db.select().from(purchases).where(eq(purchases.userId, caller.userId))).toEqual([]);
  });

  it('answers an open module with its type', async () => {
    const module = await trainingModule(deps, true);
    const purchase = await bought(app, await student(deps), {
      inscription: module.id,
      inscriptionModel: 'Module',
      wayToPay: 'transfer',
    });
    expect(purchase.inscription).toEqual({ _id: module.id, title: module.title, typeModule: 'asincronico' });
    expect(purchase.amount).toBe(15000);
  });

  it('returns the pending purchase for the same item and way instead of a twin, even in parallel', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const body = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(app, caller, body)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((res) => res.json<{ purchase: Purchase }>().purchase._id));
    expect(ids.size).toBe(1);
    const again = await bought(app, caller, body);
    expect(again._id).toBe([...ids][0]);
    // Another way to pay is another purchase, pending beside it.
    const byMercadoPago = await bought(app, caller, { ...body, wayToPay: 'mp' });
    expect(byMercadoPago._id).not.toBe(again._id);
    const rows = await db.select().from(purchases).where(eq(purchases.userId, caller.userId));
    expect(rows).toHaveLength(2);
    // One audit entry per purchase created, and the owner told once of each.
    const created = await db.select().from(auditLog).where(eq(auditLog.entityId, again._id));
    expect(created.map((entry) => [entry.entity, entry.action])).toEqual([['purchase', 'create']]);
    const toOwner = await mailsTo(testApp, OWNER_EMAIL, again.reference);
    expect(toOwner.map((mail) => mail.subject)).toEqual(['Nueva inscripción: Taller de prueba']);
    expect(toOwner[0]!.text).toContain('Ana Diaz');
    expect(toOwner[0]!.text).toContain('$ 12.000');
    expect(toOwner[0]!.links).toContain('http://sitio.test/admin');
  });

  it('answers 409 once the item is paid for, and frees nothing else', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const admin = await sessionFor(deps, 'ADMIN');
    const body = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
    const purchase = await bought(app, caller, body);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/checkout/transfer-confirm',
      headers: admin.headers,
      payload: { idPurchase: purchase._id },
    });
    expect(confirm.statusCode).toBe(200);
    for (const wayToPay of ['transfer', 'mp'] as const) {
      const twice = await buy(app, caller, { ...body, wayToPay });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().msg).toBe('Ya estás inscripto/a y tu pago está confirmado.');
    }
  });
});

describe('reading purchases', () => {
  it('lists every purchase for an admin, only their own for a student, and shows one to its owner or an admin', async () => {
    const activity = await newActivity(deps);
    const ana = await student(deps);
    const other = await student(deps);
    const admin = await sessionFor(deps, 'ADMIN');
    const body = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
    const mine = await bought(app, ana, body);
    const theirs = await bought(app, other, body);

    const all = await app.inject({ method: 'GET', url: '/api/purchases', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    const listed = all.json<{ purchases: Purchase[] }>().purchases.map((p) => p._id);
    expect(listed).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    const forbidden = await app.inject({ method: 'GET', url: '/api/purchases', headers: ana.headers });
    expect(forbidden.statusCode).toBe(403);

    const own = await app.inject({ method: 'GET', url: '/api/purchases/mine', headers: ana.headers });
    expect(own.json<{ purchases: Purchase[] }>().purchases.map((p) => p._id)).toEqual([mine._id]);

    const show = (id: string, headers: object) =>
      app.inject({
        method: 'GET',
        url: `/api/purchases/show/${id}`,
        headers: headers as Record<string, string>,
      });
    expect((await show(mine._id, ana.headers)).json().purchase.user_id.email).toBe(ana.email);
    expect((await show(theirs._id, ana.headers)).statusCode).toBe(404);
    expect((await show(theirs._id, admin.headers)).statusCode).toBe(200);
  });
});

describe('PUT /purchases/edit and DELETE /purchases/delete', () => {
  it('sets finish, confirms with pay: true (one receipt), refuses to unpay or delete a paid one', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const admin = await sessionFor(deps, 'ADMIN');
    const purchase = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const edit = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/purchases/edit/${purchase._id}`,
        headers: admin.headers,
        payload,
      });

    const finished = await edit({ finish: true });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().purchaseUpdated).toMatchObject({ finish: true, pay: false, state: 'pending' });

    const paid = await edit({ finish: true, pay: true });
    expect(paid.json().purchaseUpdated).toMatchObject({ finish: true, pay: true, state: 'paid' });
    expect((await edit({ finish: false, pay: true })).json().purchaseUpdated).toMatchObject({
      finish: false,
      pay: true,
    });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);

    const unpay = await edit({ finish: false, pay: false });
    expect(unpay.statusCode).toBe(409);
    expect(unpay.json().msg).toBe('Un pago confirmado no se puede desmarcar.');

    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/purchases/delete/${id}`, headers: admin.headers });
    const refused = await remove(purchase._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('No se puede eliminar una inscripción con un pago registrado.');

    const unpaid = await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    const removed = await remove(unpaid._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().msg).toBe('Inscripción eliminada');
    expect((await remove(unpaid._id)).statusCode).toBe(404);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, unpaid._id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });
});
