import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placesMessages, type WaitingEntry } from '@constelaciones/contract';
import { auditLog, waitingList } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { runPaymentDeadlines } from '../payment-deadlines/deadlines';
import {
  buildPurchasesTestApp,
  buy,
  bought,
  mailsTo,
  newActivity,
  student,
  type Caller,
} from '../../test/fixtures/purchases';
import { editActivity, fullActivity } from '../../test/fixtures/places';

/*
 * Waiting lists, on the embedded database and, with DATABASE_URL, on PostgreSQL: a freed place offered to the first
 * in line and passed on when unused, the owner's list, offer and removal.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

const enrol = (caller: Caller, id: string, model: 'Activity' | 'Course' = 'Activity') =>
  buy(app, caller, { inscription: id, inscriptionModel: model, wayToPay: 'transfer' });
const join = (caller: Caller, id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/waiting-list/join',
    headers: caller.headers,
    payload: { inscription: id, inscriptionModel: 'Activity' },
  });
const mine = async (caller: Caller) =>
  (await app.inject({ method: 'GET', url: '/api/waiting-list/mine', headers: caller.headers })).json<{
    entries: WaitingEntry[];
  }>().entries;
const offerMails = (caller: Caller) => mailsTo(testApp, caller.email, 'Se liberó un lugar');

describe('waiting lists', () => {
  it('offers the place of an expired enrolment to the first in line, and holds it for her only', async () => {
    const { activity, holders } = await fullActivity(testApp, 1);
    const first = await student(deps);
    const second = await student(deps);
    expect((await join(first, activity.id)).statusCode).toBe(201);
    expect((await join(first, activity.id)).statusCode).toBe(201);
    expect((await join(second, activity.id)).statusCode).toBe(201);
    expect((await mine(first)).map((entry) => entry.position)).toEqual([1]);
    expect((await mine(second)).map((entry) => entry.position)).toEqual([2]);

    await runPaymentDeadlines(deps, new Date(Date.parse(holders[0]!.deadline!) + 1000));

    const offers = await offerMails(first);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.text).toContain(`/calendario/${activity.id}`);
    expect(await offerMails(second)).toEqual([]);
    const [entry] = await mine(first);
    expect(entry!.offerUntil).not.toBeNull();
    expect(Date.parse(entry!.offerUntil!) - Date.now()).toBeGreaterThan(47 * 3600_000);

    // Nobody else takes the held place; she enrols as usual and leaves the list.
    const stranger = await enrol(await student(deps), activity.id);
    expect(stranger.statusCode).toBe(409);
    expect((await enrol(first, activity.id)).statusCode).toBe(201);
    expect(await mine(first)).toEqual([]);
    expect((await mine(second))[0]!.position).toBe(1);
  });

  it('passes an unused offer to the next in line when it ends', async () => {
    const { activity, holders } = await fullActivity(testApp, 1);
    const first = await student(deps);
    const second = await student(deps);
    await join(first, activity.id);
    await join(second, activity.id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/purchases/delete/${holders[0]!._id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await offerMails(first)).toHaveLength(1);
    const until = Date.parse((await mine(first))[0]!.offerUntil!);

    await deps.jobs.runDue(new Date(until + 1000));

    expect(await mine(first)).toEqual([]);
    expect(await offerMails(second)).toHaveLength(1);
    expect((await mine(second))[0]!.offerUntil).not.toBeNull();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'waiting-list'), eq(auditLog.action, 'delete')));
    expect(audit.some((row) => (row.before as { userId: string }).userId === first.userId)).toBe(true);
  });

  it('offers a place when the owner raises the capacity; refuses to list a person while places remain', async () => {
    const { activity } = await fullActivity(testApp, 1);
    const waiting = await student(deps);
    await join(waiting, activity.id);
    // The offer is made whatever the public pages' cache holds, here nothing (it once waited for itself).
    deps.catalog.invalidate();
    const edit = await editActivity(testApp, owner, activity.id, { capacity: 2 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await offerMails(waiting)).toHaveLength(1);

    const notFull = await join(await student(deps), (await newActivity(deps, { capacity: 5 })).id);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().msg).toBe(placesMessages.notFull);
  });

  it('offers the place of an account deleted with its pending enrolment', async () => {
    const activity = await newActivity(deps, { capacity: 1 });
    const holder = await student(deps);
    await bought(app, holder, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const waiting = await student(deps);
    await join(waiting, activity.id);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${holder.userId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await offerMails(waiting)).toHaveLength(1);
  });

  it('lets the owner read a list in order, offer a place by hand and remove someone; the student leaves', async () => {
    const { activity } = await fullActivity(testApp, 1);
    const [first, second] = [await student(deps), await student(deps)];
    const entryOf = async (caller: Caller) =>
      (await join(caller, activity.id)).json<{ entry: WaitingEntry }>().entry;
    const a = await entryOf(first);
    const b = await entryOf(second);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/waiting-list?inscription=${activity.id}&inscriptionModel=Activity`,
      headers: owner.headers,
    });
    expect(list.json().total).toBe(2);
    expect(list.json().entries.map((entry: { person: { email: string } }) => entry.person.email)).toEqual([
      first.email,
      second.email,
    ]);
    const offered = await app.inject({
      method: 'POST',
      url: `/api/admin/waiting-list/${b._id}/offer`,
      headers: owner.headers,
    });
    expect(offered.statusCode).toBe(200);
    expect(await offerMails(second)).toHaveLength(1);
    expect((await enrol(second, activity.id)).statusCode).toBe(201);

    const someoneElses = await app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${a._id}`,
      headers: second.headers,
    });
    expect(someoneElses.statusCode).toBe(404);
    const left = await app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${a._id}`,
      headers: first.headers,
    });
    expect(left.statusCode).toBe(200);
    expect(await db.select().from(waitingList).where(eq(waitingList.inscriptionId, activity.id))).toEqual([]);
  });

  it("drops an activity's list with the activity: nobody is left waiting for nothing", async () => {
    const { activity } = await fullActivity(testApp, 1);
    const waiting = await student(deps);
    expect((await join(waiting, activity.id)).statusCode).toBe(201);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/activities/delete/${activity.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await db.select().from(waitingList).where(eq(waitingList.inscriptionId, activity.id))).toEqual([]);
    expect(await mine(waiting)).toEqual([]);
  });
});
