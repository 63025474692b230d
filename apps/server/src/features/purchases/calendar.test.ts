import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseStart, type PurchaseDate } from '@constelaciones/contract';
import { activities, modules, purchases } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import {
  DAY_MS,
  bought,
  newActivity,
  student,
  trainingModule,
  workshop,
  type Caller,
} from '../../test/fixtures/purchases';

const { app, deps } = await buildTestApp();
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');

const datesOf = async (caller: Caller) => {
  const res = await app.inject({ method: 'GET', url: '/api/purchases/calendar', headers: caller.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ dates: PurchaseDate[] }>().dates;
};
const confirmed = async (idPurchase: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/transfer-confirm',
    headers: admin.headers,
    payload: { idPurchase },
  });
  expect(res.statusCode).toBe(200);
};

/** The demo's live module 3, open, on a Saturday 10:00 in Buenos Aires, 20 days ahead. */
async function liveModule() {
  const day = new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10);
  const [row] = await db
    .update(modules)
    .set({ open: true, date: new Date(courseStart(day, 10)) })
    .where(and(eq(modules.number, 3), eq(modules.typeModule, 'sincronico')))
    .returning();
  return row!;
}

describe('GET /purchases/calendar', () => {
  it('gives the dates ahead of the bought activities, workshops and live modules, soonest first', async () => {
    const caller = await student(deps);
    const activity = await newActivity(deps, { city: 'Córdoba', day: new Date(Date.now() + 5 * DAY_MS) });
    const course = await workshop(deps, 40);
    const live = await liveModule();
    const onActivity = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const onCourse = await bought(app, caller, {
      inscription: course.id,
      inscriptionModel: 'Course',
      wayToPay: 'transfer',
    });
    await confirmed(onCourse._id);
    const onModule = await bought(app, caller, {
      inscription: live.id,
      inscriptionModel: 'Module',
      wayToPay: 'transfer',
    });
    await confirmed(onModule._id);

    expect(await datesOf(caller)).toEqual([
      {
        purchase: onActivity._id,
        title: 'Taller de prueba',
        start: activity.day.toISOString(),
        end: new Date(activity.day.getTime() + 3.5 * 3600_000).toISOString(),
        days: 1,
        location: 'Presencial, Córdoba',
        reference: onActivity.reference,
      },
      {
        purchase: onModule._id,
        title: live.title,
        start: live.date!.toISOString(),
        end: new Date(live.date!.getTime() + 7 * 3600_000).toISOString(),
        days: 2,
        location: 'En línea',
        reference: onModule.reference,
      },
      expect.objectContaining({
        purchase: onCourse._id,
        // The workshop's day at its hour, 10:00 in Buenos Aires.
        start: courseStart(course.day!, 10),
        location: 'En línea',
        days: 1,
      }),
    ]);
  });

  it('leaves out recorded modules, purchases that expired, dates gone by, and twins of one item', async () => {
    const caller = await student(deps);
    const recorded = await trainingModule(deps);
    await confirmed(
      (
        await bought(app, caller, {
          inscription: recorded.id,
          inscriptionModel: 'Module',
          wayToPay: 'transfer',
        })
      )._id,
    );
    const expiring = await newActivity(deps);
    const expired = await bought(app, caller, {
      inscription: expiring.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await db.update(purchases).set({ state: 'expired' }).where(eq(purchases.id, expired._id));
    const passing = await newActivity(deps);
    await bought(app, caller, {
      inscription: passing.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await db
      .update(activities)
      .set({ day: new Date(Date.now() - DAY_MS) })
      .where(eq(activities.id, passing.id));
    const twice = await newActivity(deps);
    const twins = [
      await bought(app, caller, {
        inscription: twice.id,
        inscriptionModel: 'Activity',
        wayToPay: 'transfer',
      }),
      await bought(app, caller, { inscription: twice.id, inscriptionModel: 'Activity', wayToPay: 'mp' }),
    ];

    const dates = await datesOf(caller);
    expect(dates.map((date) => date.start)).toEqual([twice.day.toISOString()]);
    expect(twins.map((twin) => twin._id)).toContain(dates[0]!.purchase);
  });

  it("shows no one else's dates, and asks for a session", async () => {
    const caller = await student(deps);
    const activity = await newActivity(deps);
    await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    expect(await datesOf(await student(deps))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/purchases/calendar' })).statusCode).toBe(401);
  });
});
