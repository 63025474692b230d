import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  personalDataMessages,
  type LegalText,
  type PaymentState,
  type Purchase,
} from '@constelaciones/contract';
import { auditLog, jobs, purchases, users } from '../../db/schema';
import { newPerson, register } from '../../test/accounts';
import { buildSecondInstance, buildTestApp, sessionFor } from '../../test/helper';
import { purgeExpiredRows } from '../auth/expired-rows';
import { newPurchase } from '../../test/fixtures/admin-purchases';
import { runPaymentDeadlines } from '../payment-deadlines/deadlines';
import { bought, DAY_MS, newActivity, student } from '../../test/fixtures/purchases';
import { eraseUnpaidPurchaseData } from './retention';

/*
 * Keeping only what is needed: accounts never confirmed go after 30 days, copies of sent e-mails after
 * 30, and purchases that ended unpaid lose the person's data after the days the owner sets (90 unless she
 * says).
 */
const first = await buildTestApp();
const { app, deps } = first;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');
const { erasedName } = personalDataMessages;
const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS);

async function settings(unpaidDataDays: number) {
  const current = await app.inject({
    method: 'GET',
    url: '/api/admin/payment-settings',
    headers: owner.headers,
  });
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/payment-settings',
    headers: owner.headers,
    payload: { ...current.json<{ settings: object }>().settings, unpaidDataDays },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const stateOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await db
        .select({ id: purchases.id, name: purchases.firstName, erased: purchases.erasedAt })
        .from(purchases)
        .where(inArray(purchases.id, ids))
    ).map((row) => [row.id, row.erased ? row.name : 'kept']),
  );

describe('accounts never confirmed', () => {
  it('go after 30 days with what the log knew of them; a 29-day one and a confirmed one stay', async () => {
    const people = [newPerson(), newPerson(), newPerson()];
    for (const person of people) expect((await register(app, person)).statusCode).toBe(201);
    const [old, recent, confirmed] = await Promise.all(
      people.map(async (person) => (await db.select().from(users).where(eq(users.email, person.email)))[0]!),
    );
    await db
      .update(users)
      .set({ createdAt: daysAgo(31) })
      .where(inArray(users.id, [old!.id, confirmed!.id]));
    await db
      .update(users)
      .set({ createdAt: daysAgo(29) })
      .where(eq(users.id, recent!.id));
    await db
      .update(users)
      .set({ confirmedAt: daysAgo(30) })
      .where(eq(users.id, confirmed!.id));

    expect(await purgeExpiredRows(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [old!.id, recent!.id, confirmed!.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, confirmed!.id].sort());
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, old!.id)));
    expect(entry!.after).toMatchObject({
      username: personalDataMessages.deletedName,
      email: '',
      role: 'USER',
    });
    expect(JSON.stringify(entry)).not.toContain(people[0]!.email);
    expect(JSON.stringify(entry)).not.toContain(people[0]!.username);
    // The same address can register again.
    expect((await register(app, { ...newPerson(), email: people[0]!.email })).statusCode).toBe(201);
  });
});

describe('copies of sent e-mails', () => {
  it('go 30 days after they were sent; those not sent yet stay', async () => {
    const mail = (doneAt: Date | null) => ({
      kind: 'mail',
      key: `<${randomUUID()}@sitio.test>`,
      payload: { to: 'alguien@example.com', subject: 'Hola' },
      runAt: daysAgo(40),
      doneAt,
    });
    const rows = await db
      .insert(jobs)
      .values([mail(daysAgo(31)), mail(daysAgo(29)), mail(null)])
      .returning({ id: jobs.id });
    // Not sent yet, and not due: the worker leaves it for this test.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + DAY_MS) })
      .where(eq(jobs.id, rows[2]!.id));
    await purgeExpiredRows(db);
    const left = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
  });
});

describe('purchases that ended unpaid', () => {
  /** A purchase of a new person in `state`, whose deadline was `days` ago. */
  const ended = async (state: PaymentState, days: number, tag: string) =>
    (
      await newPurchase(deps, { firstName: 'Lola', lastName: tag }, 'Activity', 0, {
        state,
        pay: state === 'paid',
        deadline: daysAgo(days),
        phone: '1155556666',
        dateOfBirth: '1980-01-02',
        document: '20123456',
      })
    ).id;

  it("lose the person's data after the owner's days, and keep everything else; the rest are untouched", async () => {
    const tag = `Ret${randomUUID().slice(0, 6)}`;
    const ids = {
      oldExpired: await ended('expired', 91, tag),
      recentExpired: await ended('expired', 89, tag),
      oldCancelled: await ended('cancelled', 120, tag),
      oldPaid: await ended('paid', 200, tag),
      oldRefunded: await ended('refunded', 200, tag),
      oldPending: await ended('pending', 100, tag),
    };
    const all = Object.values(ids);

    expect(await eraseUnpaidPurchaseData(deps)).toBe(2);
    expect(await stateOf(all)).toEqual({
      [ids.oldExpired]: erasedName,
      [ids.recentExpired]: 'kept',
      [ids.oldCancelled]: erasedName,
      [ids.oldPaid]: 'kept',
      [ids.oldRefunded]: 'kept',
      [ids.oldPending]: 'kept',
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/purchases?tab=all&size=100&search=${erasedName}`,
      headers: owner.headers,
    });
    const erased = list.json<{ purchases: Purchase[] }>().purchases.find((row) => row._id === ids.oldExpired);
    expect(erased).toMatchObject({
      amount: 1000,
      currency: 'ARS',
      state: 'expired',
      user_id: {
        firstName: erasedName,
        lastName: '',
        email: '',
        phone: '',
        country: '',
        dateOfBirth: null,
        document: null,
      },
    });
    expect(erased!.user_id._id).toEqual(expect.any(String));

    // Once erased, never picked again; the owner's shorter period reaches the recent one.
    expect(await eraseUnpaidPurchaseData(deps)).toBe(0);
    await settings(30);
    expect(await eraseUnpaidPurchaseData(deps)).toBe(1);
    expect((await stateOf(all))[ids.recentExpired]).toBe(erasedName);
    await settings(90);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'purchase'), isNull(auditLog.entityId)))
      .orderBy(auditLog.at)
      .limit(1);
    expect(entry).toMatchObject({
      actorId: null,
      action: 'update',
      after: { personalDataErased: 2, unpaidDataDays: 90 },
    });
  });

  it('erase the copy in the audit entries of a purchase that expired through the deadline job', async () => {
    const person = await student(deps);
    const activity = await newActivity(deps, { title: 'Taller que venció' });
    const purchase = await bought(app, person, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const expiredAt = new Date(Date.parse(purchase.deadline!) + 60_000);
    await runPaymentDeadlines(deps, expiredAt);
    const [expired] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(expired!.state).toBe('expired');
    const entriesOf = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'purchase'), eq(auditLog.entityId, purchase._id)));
    expect(JSON.stringify(await entriesOf())).toContain(person.email);

    await eraseUnpaidPurchaseData(deps, new Date(expiredAt.getTime() + 91 * DAY_MS));
    const entries = await entriesOf();
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    for (const entry of entries) {
      for (const side of [entry.before, entry.after].filter(Boolean)) {
        expect(side).toMatchObject({
          user_id: {
            _id: person.userId,
            firstName: erasedName,
            lastName: '',
            email: '',
            phone: '',
            dateOfBirth: null,
          },
          amount: 12000,
        });
      }
    }
    expect(JSON.stringify(entries)).not.toContain(person.email);
    expect(JSON.stringify(entries)).not.toContain('1155551234');
  });

  it('are erased once with two instances at work together, in batches', async () => {
    const tag = `Par${randomUUID().slice(0, 6)}`;
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await ended('expired', 100 + i, tag));
    const second = await buildSecondInstance(first);
    const counts = await Promise.all([
      eraseUnpaidPurchaseData(deps, new Date(), 2),
      eraseUnpaidPurchaseData(second.deps, new Date(), 2),
    ]);
    expect(counts[0] + counts[1]).toBe(7);
    expect(Object.values(await stateOf(ids))).toEqual(Array(7).fill(erasedName));
  });
});

describe('the privacy policy the site proposes', () => {
  it('names the retention periods and how to exercise each right', async () => {
    const privacy = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/legal-texts', headers: owner.headers });
      return res.json<{ texts: LegalText[] }>().texts.find((text) => text.kind === 'privacy')!.draft;
    };
    const draft = await privacy();
    expect(draft).toContain('se borran a los **90 días** de su vencimiento');
    expect(draft).toContain('la cuenta se borra a los **30 días** de creada');
    expect(draft).toContain('**Mis datos**');
    expect(draft).toContain('**Eliminar mi cuenta**');
    expect(draft).toContain('**descargar**');
    await settings(45);
    expect(await privacy()).toContain('se borran a los **45 días** de su vencimiento');
    await settings(90);
  });
});
