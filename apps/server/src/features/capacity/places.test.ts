import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placesMessages } from '@constelaciones/contract';
import { activities, purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import {
  buildPurchasesTestApp,
  buy,
  bought,
  newActivity,
  student,
  workshop,
  type Caller,
} from '../../test/fixtures/purchases';
import { editActivity, fullActivity } from '../../test/fixtures/places';

/*
 * Places, on the embedded database and, with DATABASE_URL, on PostgreSQL: the last place taken once among many, a
 * full item refused before any payment, the capacity taken from the owner's forms.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

const enrol = (caller: Caller, id: string, model: 'Activity' | 'Course' = 'Activity') =>
  buy(app, caller, { inscription: id, inscriptionModel: model, wayToPay: 'transfer' });

describe('places', () => {
  it('gives the last place to exactly one of 20 students enrolling at once', async () => {
    const activity = await newActivity(deps, { capacity: 3 });
    await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    const students = await Promise.all(Array.from({ length: 20 }, () => student(deps)));

    const answers = await Promise.all(students.map((caller) => enrol(caller, activity.id)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().msg).toBe(placesMessages.fullRefusal);
    const rows = await db.select().from(purchases).where(eq(purchases.inscriptionId, activity.id));
    expect(rows).toHaveLength(3);
  });

  it('refuses a full item in the quote and at create, before any payment; her own pending one is returned', async () => {
    const { activity, holders } = await fullActivity(testApp, 1);
    const other = await student(deps);
    const quote = await app.inject({
      method: 'GET',
      url: `/api/purchases/quote?inscription=${activity.id}&inscriptionModel=Activity`,
      headers: other.headers,
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().msg).toBe(
      'No quedan lugares para esta inscripción. Podés anotarte en la lista de espera.',
    );
    const mp = await buy(app, other, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    expect(mp.statusCode).toBe(409);
    expect(await db.select().from(purchases).where(eq(purchases.inscriptionId, activity.id))).toHaveLength(1);
    expect(holders[0]!.state).toBe('pending');
  });

  it('counts a workshop course per date, and takes capacity from the owner forms', async () => {
    const course = await workshop(deps);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/courses/edit/${course.id}`,
      headers: owner.headers,
      payload: {
        day: course.day,
        hour: 10,
        priceAnticipedPesos: 25000,
        pricePesos: 30000,
        priceDolar: 50,
        linkMP: 'https://mpago.la/prueba',
        linkPP: 'https://paypal.me/prueba',
        capacity: 1,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().courseUpdated.capacity).toBe(1);
    expect((await enrol(await student(deps), course.id, 'Course')).statusCode).toBe(201);
    expect((await enrol(await student(deps), course.id, 'Course')).statusCode).toBe(409);

    const activity = await newActivity(deps);
    const activityEdit = await editActivity(testApp, owner, activity.id, { capacity: '40' });
    expect(activityEdit.statusCode, activityEdit.body).toBe(200);
    const [row] = await db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row!.capacity).toBe(40);
    const refused = await editActivity(testApp, owner, activity.id, { capacity: '0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.capacity).toBe(placesMessages.capacityInvalid);
  });
});
