import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages, type Purchase } from '@constelaciones/contract';
import { buildTestApp, sessionFor } from '../../test/helper';
import { newPurchase as newPurchaseFor, type Kind } from '../../test/fixtures/admin-purchases';

/*
 * 'Administrar inscriptos' reads GET /purchases: a tab, 'Buscar alumno' and a page, all done by the database.
 * Each test's people share a surname no other test uses, so searching it scopes the lists to that test's rows.
 */
const { app, deps } = await buildTestApp();

const newPurchase = (
  person: { firstName: string; lastName: string; email?: string },
  kind: Kind,
  minutesAgo = 0,
  finish = false,
) => newPurchaseFor(deps, person, kind, minutesAgo, { finish });

async function list(query: string, role: 'ADMIN' | 'USER' = 'ADMIN') {
  const caller = await sessionFor(deps, role);
  return app.inject({ method: 'GET', url: `/api/purchases?${query}`, headers: caller.headers });
}

interface Listed {
  purchases: Purchase[];
  total: number;
  counts: Record<string, number>;
}

describe('GET /purchases (Administrar inscriptos)', () => {
  it('lists a tab newest first, with every tab counted under the search', async () => {
    const surname = `Núñez${randomUUID().slice(0, 6)}`;
    const activity = await newPurchase({ firstName: 'Ana', lastName: surname }, 'Activity', 5);
    await newPurchase({ firstName: 'Bea', lastName: surname }, 'Course', 4);
    const liveDone = await newPurchase({ firstName: 'Ciro', lastName: surname }, 'live', 3, true);
    const liveOpen = await newPurchase({ firstName: 'Dora', lastName: surname }, 'live', 2);
    const recorded = await newPurchase({ firstName: 'Eva', lastName: surname }, 'recorded', 1);

    const res = await list(`search=${encodeURIComponent(surname)}&tab=live`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Listed>();
    expect(body.purchases.map((p) => p._id)).toEqual([liveOpen.id, liveDone.id]);
    expect(body.purchases[0]!.user_id).toMatchObject({
      firstName: 'Dora',
      lastName: surname,
      country: 'Argentina',
    });
    expect(body.purchases[0]!.inscription).toMatchObject({
      title: 'Inscripción live',
      typeModule: 'sincronico',
    });
    expect(body.total).toBe(2);
    expect(body.counts).toEqual({
      all: 5,
      activities: 1,
      live: 2,
      liveUnfinished: 1,
      recorded: 1,
      recordedUnfinished: 1,
      workshops: 1,
    });

    const unfinished = (
      await list(`search=${encodeURIComponent(surname)}&tab=liveUnfinished`)
    ).json<Listed>();
    expect(unfinished.purchases.map((p) => p._id)).toEqual([liveOpen.id]);
    const activities = (await list(`search=${encodeURIComponent(surname)}&tab=activities`)).json<Listed>();
    expect(activities.purchases.map((p) => p._id)).toEqual([activity.id]);
    const recordedTab = (
      await list(`search=${encodeURIComponent(surname)}&tab=recordedUnfinished`)
    ).json<Listed>();
    expect(recordedTab.purchases.map((p) => p._id)).toEqual([recorded.id]);
  });

  it('finds a name, a surname or an e-mail typed without accents or in another case', async () => {
    const tag = randomUUID().slice(0, 6);
    const estefania = await newPurchase({ firstName: 'Estefanía', lastName: `Peña${tag}` }, 'Activity');
    const jose = await newPurchase(
      { firstName: 'José', lastName: `Ibáñez${tag}`, email: `JOSE.${tag}@Example.com` },
      'Activity',
    );
    await newPurchase({ firstName: 'Ana', lastName: `Otra${tag}` }, 'Activity');

    const found = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).json<Listed>().purchases.map((p) => p._id);
    expect(await found(`ESTEFANIA PENA${tag}`)).toEqual([estefania.id]);
    expect(await found(`ibanez${tag}`)).toEqual([jose.id]);
    expect(await found(`jose.${tag}@example`)).toEqual([jose.id]);
    expect(await found(`Ibáñez${tag}`)).toEqual([jose.id]);
    // A wildcard typed by the owner is a character, not a pattern.
    expect(await found(`%${tag}`)).toEqual([]);
  });

  it('pages the matches, keeping the total', async () => {
    const surname = `Paginado${randomUUID().slice(0, 6)}`;
    const rows = [];
    for (let minutes = 5; minutes >= 1; minutes--) {
      rows.push(await newPurchase({ firstName: `P${minutes}`, lastName: surname }, 'Activity', minutes));
    }
    const newestFirst = rows.reverse().map((row) => row.id);
    const page = async (n: number) => (await list(`search=${surname}&size=2&page=${n}`)).json<Listed>();
    const [first, second, third, beyond] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(first.purchases.map((p) => p._id)).toEqual(newestFirst.slice(0, 2));
    expect(second.purchases.map((p) => p._id)).toEqual(newestFirst.slice(2, 4));
    expect(third.purchases.map((p) => p._id)).toEqual(newestFirst.slice(4));
    expect(beyond.purchases).toEqual([]);
    expect([first.total, beyond.total]).toEqual([5, 5]);
  });

  it('refuses a USER and an unknown tab or page, in Spanish', async () => {
    expect((await list('tab=all', 'USER')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/purchases' })).statusCode).toBe(401);
    for (const query of ['tab=nada', 'page=0', 'size=101', 'page=uno']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(messages.purchase.listQueryInvalid);
    }
  });
});
