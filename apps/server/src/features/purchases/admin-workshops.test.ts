import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages, type AdminWaitingEntry, type PurchaseGroup } from '@constelaciones/contract';
import { waitingList } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { newPurchase } from '../../test/fixtures/admin-purchases';
import { workshop } from '../../test/fixtures/purchases';

/*
 * 'Talleres' in 'Administrar inscriptos' (docs/decisions/065-workshops-tab.md): one list per workshop course
 * and date bought, the current date's with its waiting list; a list's purchases, CSV and waiting list read by
 * date. Both databases.
 */
const { app, deps } = await buildTestApp();
const { db } = deps.database;

async function get(url: string, role: 'ADMIN' | 'USER' = 'ADMIN') {
  const caller = await sessionFor(deps, role);
  return app.inject({ method: 'GET', url: `/api${url}`, headers: caller.headers });
}

const PAST = '2025-03-08';

describe("'Talleres': a workshop's lists per date", () => {
  it('groups a course by date, says which is current, and reads one date’s people and waiting list', async () => {
    const surname = `Taller${randomUUID().slice(0, 6)}`;
    const course = await workshop(deps);
    const current = course.day!;
    const enrolled = (firstName: string, courseDate: string, minutesAgo: number) =>
      newPurchase(deps, { firstName, lastName: surname }, 'Course', minutesAgo, {
        inscriptionId: course.id,
        inscriptionTitle: 'Talleres virtuales',
        courseDate,
        state: 'paid',
        pay: true,
      });
    const ana = await enrolled('Ana', PAST, 500);
    const bea = await enrolled('Bea', current, 20);
    const ciro = await enrolled('Ciro', current, 10);
    await newPurchase(deps, { firstName: 'Dora', lastName: surname }, 'Activity', 5);

    const res = await get(`/purchases/groups?tab=workshops&search=${surname}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ groups: PurchaseGroup[]; counts: Record<string, number> }>();
    // The latest date first; only the course's current date is `current`.
    expect(body.groups).toEqual([
      {
        inscription: { _id: course.id, title: 'Talleres virtuales' },
        inscriptionModel: 'Course',
        count: 2,
        courseDate: current,
        current: true,
      },
      {
        inscription: { _id: course.id, title: 'Talleres virtuales' },
        inscriptionModel: 'Course',
        count: 1,
        courseDate: PAST,
        current: false,
      },
    ]);
    expect(body.counts).toMatchObject({ all: 4, activities: 1, workshops: 3 });
    // The other grouped tabs carry no date.
    const activities = (await get(`/purchases/groups?tab=activities&search=${surname}`)).json<{
      groups: PurchaseGroup[];
    }>();
    expect(activities.groups[0]).not.toHaveProperty('courseDate');

    // One date's list, when opened.
    const opened = await get(
      `/purchases?tab=workshops&search=${surname}&inscription=${course.id}&courseDate=${current}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const list = opened.json<{ purchases: { _id: string }[]; total: number }>();
    expect(list.purchases.map((purchase) => purchase._id)).toEqual([ciro.id, bea.id]);
    expect(list.total).toBe(2);
    const past = (
      await get(`/purchases?tab=workshops&search=${surname}&inscription=${course.id}&courseDate=${PAST}`)
    ).json<{ purchases: { _id: string }[] }>();
    expect(past.purchases.map((purchase) => purchase._id)).toEqual([ana.id]);

    // Its CSV file: that date's rows, named with the date.
    const csv = await get(
      `/purchases/csv?tab=workshops&search=${surname}&inscription=${course.id}&courseDate=${PAST}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `inscriptos-talleres-talleres-virtuales-${PAST}.csv`,
    );
    expect(csv.body).toContain('Ana');
    expect(csv.body).not.toContain('Bea');
  });

  it("reads a course's waiting list of its current date, or of the date asked", async () => {
    const course = await workshop(deps);
    const waiting = async (courseDate: string) => {
      const person = await sessionFor(deps, 'USER');
      await db.insert(waitingList).values({
        userId: person.userId,
        inscriptionId: course.id,
        inscriptionModel: 'Course',
        inscriptionTitle: 'Talleres virtuales',
        courseDate,
      });
      return person.email;
    };
    const now = await waiting(course.day!);
    const before = await waiting(PAST);
    const listOf = async (query: string) => {
      const res = await get(`/admin/waiting-list?inscriptionModel=Course&inscription=${course.id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ entries: AdminWaitingEntry[] }>().entries.map((entry) => entry.person.email);
    };
    expect(await listOf('')).toContain(now);
    expect(await listOf('')).not.toContain(before);
    expect(await listOf(`&courseDate=${course.day!}`)).toContain(now);
    expect(await listOf(`&courseDate=${PAST}`)).toEqual([before]);
  });

  it('refuses a malformed date in Spanish, and a student', async () => {
    const id = randomUUID();
    for (const url of [
      `/purchases?tab=workshops&inscription=${id}&courseDate=2025-13-40`,
      `/purchases/csv?tab=workshops&inscription=${id}&courseDate=ayer`,
      `/admin/waiting-list?inscriptionModel=Course&inscription=${id}&courseDate=2025-02-30`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toBe(messages.purchase.listQueryInvalid);
    }
    expect((await get('/purchases/groups?tab=workshops', 'USER')).statusCode).toBe(403);
    expect(
      (await get(`/admin/waiting-list?inscriptionModel=Course&inscription=${id}&courseDate=${PAST}`, 'USER'))
        .statusCode,
    ).toBe(403);
  });
});
