import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleProgress } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { demoModule, purchaseOf } from '../../test/fixtures/training';

const { app, deps } = await buildTestApp();
const { db } = deps.database;
const recorded = await demoModule(deps, 'asincronico', 1);
const live = await demoModule(deps, 'sincronico', 1);

type Caller = Awaited<ReturnType<typeof sessionFor>>;

const save = (caller: Caller | null, moduleId: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/modules/progress/${moduleId}`,
    headers: caller?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const mine = async (caller: Caller) => {
  const res = await app.inject({ method: 'GET', url: '/api/modules/progress', headers: caller.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ progress: { module: string; seconds: number; duration: number | null }[] }>().progress;
};
const rowsOf = (caller: Caller) =>
  db.select().from(moduleProgress).where(eq(moduleProgress.userId, caller.userId));

async function owner(): Promise<Caller> {
  const caller = await sessionFor(deps, 'USER');
  await purchaseOf(deps, caller.userId, recorded, 'paid');
  return caller;
}

describe('PUT /modules/progress/{id} and GET /modules/progress', () => {
  it('keeps where the owner of a recorded module left it, one position per module, the latest winning', async () => {
    const caller = await owner();
    expect(await mine(caller)).toEqual([]);
    const first = await save(caller, recorded.id, { seconds: 12.5, duration: 600 });
    expect(first.statusCode).toBe(200);
    expect(first.json().progress).toMatchObject({ module: recorded.id, seconds: 12.5, duration: 600 });
    expect((await save(caller, recorded.id, { seconds: 73.25, duration: 600 })).statusCode).toBe(200);
    expect(await mine(caller)).toEqual([
      expect.objectContaining({ module: recorded.id, seconds: 73.25, duration: 600 }),
    ]);
    expect(await rowsOf(caller)).toHaveLength(1);
  });

  it('takes a position before the player knows the length', async () => {
    const caller = await owner();
    const res = await save(caller, recorded.id, { seconds: 0, duration: null });
    expect(res.statusCode).toBe(200);
    expect((await mine(caller))[0]).toMatchObject({ seconds: 0, duration: null });
  });

  it('shows each student only their own positions', async () => {
    const caller = await owner();
    const other = await owner();
    await save(caller, recorded.id, { seconds: 40, duration: 600 });
    expect(await mine(other)).toEqual([]);
  });

  it('refuses anyone who may not watch the module: no purchase, a pending, expired or refunded one (403)', async () => {
    for (const state of [null, 'pending', 'expired', 'cancelled', 'refunded'] as const) {
      const caller = await sessionFor(deps, 'USER');
      if (state) await purchaseOf(deps, caller.userId, recorded, state);
      const res = await save(caller, recorded.id, { seconds: 10, duration: 600 });
      expect(res.statusCode, String(state)).toBe(403);
      expect(res.json()).toEqual({ msg: 'Todavía no compraste este módulo.' });
      expect(await rowsOf(caller)).toEqual([]);
    }
  });

  it('lets an admin, who may watch every module, keep a position too', async () => {
    const admin = await sessionFor(deps, 'ADMIN');
    expect((await save(admin, recorded.id, { seconds: 5, duration: 600 })).statusCode).toBe(200);
  });

  it('asks for a session (401), and answers 404 for an unknown module', async () => {
    expect((await save(null, recorded.id, { seconds: 1, duration: 2 })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/modules/progress' })).statusCode).toBe(401);
    const caller = await owner();
    const unknown = await save(caller, '00000000-0000-4000-8000-000000000000', { seconds: 1, duration: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('No encontramos lo que buscás.');
  });

  it('keeps nothing for a live module, whose link is a room (400)', async () => {
    const caller = await sessionFor(deps, 'USER');
    await purchaseOf(deps, caller.userId, live, 'paid');
    const res = await save(caller, live.id, { seconds: 10, duration: 600 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Un módulo en directo no tiene una grabación para retomar.');
    expect(await rowsOf(caller)).toEqual([]);
  });

  it('refuses a position that is no position, in Spanish, and keeps the one before', async () => {
    const caller = await owner();
    await save(caller, recorded.id, { seconds: 30, duration: 600 });
    const bad = [
      { seconds: -1, duration: 600 },
      { seconds: 601, duration: 600 },
      { seconds: 'mucho', duration: 600 },
      { seconds: 10, duration: 0 },
      { seconds: 10 },
      { seconds: 90_000, duration: null },
      {},
    ];
    for (const payload of bad) {
      const res = await save(caller, recorded.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toBe('La posición de reproducción no es válida.');
    }
    expect((await mine(caller))[0]).toMatchObject({ seconds: 30, duration: 600 });
  });
});
