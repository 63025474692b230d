import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AttendanceSheet, MyAttendance } from '@constelaciones/contract';
import { auditLog, attendance, purchases, trainingSettings } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { demoModule, purchaseOf } from '../../test/fixtures/training';

/* Attendance in hours: the rule, the override, watched to the end, and who may call what. */
const { app, deps } = await buildTestApp();
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const live = await demoModule(deps, 'sincronico', 2);
const recorded = await demoModule(deps, 'asincronico', 2);

type Caller = Awaited<ReturnType<typeof sessionFor>>;

const sheetOf = async (moduleId: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/attendance/${moduleId}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ sheet: AttendanceSheet }>().sheet;
};
const saveHours = (moduleId: string, rows: { purchase: string; hours: unknown }[]) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/attendance/${moduleId}`,
    headers: admin.headers,
    payload: { rows },
  });
const finishOf = async (purchaseId: string) =>
  (await db.select({ finish: purchases.finish }).from(purchases).where(eq(purchases.id, purchaseId)))[0]!
    .finish;
const mine = async (caller: Caller) => {
  const res = await app.inject({ method: 'GET', url: '/api/attendance/mine', headers: caller.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ modules: MyAttendance[] }>().modules;
};

async function enrolled(module = live) {
  const student = await sessionFor(deps, 'USER');
  const purchase = await purchaseOf(deps, student.userId, module, 'paid');
  return { student, purchase };
}

describe('the attendance sheet of a live module', () => {
  it('lists each paid student with full hours by default, and finishes a module with 3 hours missed', async () => {
    const { student, purchase } = await enrolled();
    const pending = await sessionFor(deps, 'USER');
    await purchaseOf(deps, pending.userId, live, 'pending');

    const before = await sheetOf(live.id);
    expect(before.settings).toEqual({ dayHours: [7, 7], allowedMissedHours: 3 });
    const row = before.rows.find((candidate) => candidate.purchase === purchase)!;
    expect(row).toMatchObject({ hours: [7, 7], recorded: false, finished: false, missedHours: 0 });
    expect(before.rows.some((candidate) => candidate.email === pending.email)).toBe(false);

    const res = await saveHours(live.id, [{ purchase, hours: [7, 4] }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ msg: string }>().msg).toBe('Asistencia guardada.');
    expect(await finishOf(purchase)).toBe(true);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, purchase)));
    expect(entry).toMatchObject({ actorId: admin.userId, after: { hours: [7, 4], finish: true } });

    const [mineNow] = await mine(student);
    expect(mineNow).toMatchObject({ finished: true, attendedHours: 11, missedHours: 3, moduleHours: 14 });
  });

  it('does not finish it with 3.5 hours missed, and says why; saving more hours finishes it again', async () => {
    const { student, purchase } = await enrolled();
    await saveHours(live.id, [{ purchase, hours: [7, 7] }]);
    expect(await finishOf(purchase)).toBe(true);

    const res = await saveHours(live.id, [{ purchase, hours: [3.5, 7] }]);
    expect(res.statusCode).toBe(200);
    expect(await finishOf(purchase)).toBe(false);
    const row = res.json<{ sheet: AttendanceSheet }>().sheet.rows.find((r) => r.purchase === purchase)!;
    expect(row).toMatchObject({ finished: false, missedHours: 3.5 });
    expect(row.reason).toBe('Faltan 3,5 horas: más de las 3 permitidas');
    const [entry] = await mine(student);
    expect(entry).toMatchObject({ finished: false, current: true, mayStillMiss: 0 });
  });

  it('follows the settings the owner edits, not constants', async () => {
    const { purchase } = await enrolled();
    const put = (body: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/training-settings',
        headers: admin.headers,
        payload: body as object,
      });
    try {
      expect((await put({ dayHours: '4 + 4', allowedMissedHours: '1,5' })).statusCode).toBe(400);
      const saved = await put({ dayHours: '4 + 4', allowedMissedHours: 1.5 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ settings: { dayHours: [4, 4], allowedMissedHours: 1.5 } });
      expect((await saveHours(live.id, [{ purchase, hours: [4, 2] }])).statusCode).toBe(200);
      expect(await finishOf(purchase)).toBe(false);
      expect((await saveHours(live.id, [{ purchase, hours: [4, 2.5] }])).statusCode).toBe(200);
      expect(await finishOf(purchase)).toBe(true);
    } finally {
      await db.delete(trainingSettings);
    }
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const { purchase } = await enrolled();
    const other = await enrolled(recorded);
    const cases: [string, { purchase: string; hours: unknown }[], string][] = [
      [
        live.id,
        [{ purchase, hours: [8, 7] }],
        'Las horas de cada día deben ser un número entre 0 y 7, en medias horas.',
      ],
      [live.id, [{ purchase, hours: [7] }], 'La planilla debe tener las horas de cada día del módulo.'],
      [
        live.id,
        [{ purchase, hours: [7, 6.3] }],
        'Las horas de cada día deben ser un número entre 0 y 12, en medias horas.',
      ],
      [
        live.id,
        [{ purchase, hours: [7, -1] }],
        'Las horas de cada día deben ser un número entre 0 y 12, en medias horas.',
      ],
      [live.id, [{ purchase: other.purchase, hours: [7, 7] }], 'Esa inscripción no es de este módulo.'],
      [
        recorded.id,
        [{ purchase: other.purchase, hours: [7, 7] }],
        'Las horas se registran solo en los módulos en directo.',
      ],
    ];
    for (const [moduleId, rows, msg] of cases) {
      const res = await saveHours(moduleId, rows);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string }>().msg).toBe(msg);
    }
    expect(await db.select().from(attendance).where(eq(attendance.purchaseId, purchase))).toEqual([]);
    expect(await finishOf(purchase)).toBe(false);

    const override = await app.inject({
      method: 'PUT',
      url: `/api/admin/attendance/override/${purchase}`,
      headers: admin.headers,
      payload: { finished: true, note: '  ' },
    });
    expect(override.statusCode).toBe(400);
    expect(override.json<{ msg: string }>().msg).toBe('Escribí el motivo de la decisión a mano.');
    expect(await finishOf(purchase)).toBe(false);
  });
});

describe('a sheet of several students', () => {
  it('keeps each row as last saved, over repeated saves of the whole sheet', async () => {
    const module = await demoModule(deps, 'sincronico', 4);
    const first = await enrolled(module);
    expect((await saveHours(module.id, [{ purchase: first.purchase, hours: [7, 3] }])).statusCode).toBe(200);
    expect((await saveHours(module.id, [{ purchase: first.purchase, hours: [7, 4] }])).statusCode).toBe(200);
    const second = await enrolled(module);
    const rows = (await sheetOf(module.id)).rows;
    expect(rows.find((row) => row.purchase === first.purchase)?.hours).toEqual([7, 4]);
    const both = (hours: number[]) => [
      { purchase: first.purchase, hours: [7, 4] },
      { purchase: second.purchase, hours },
    ];
    expect((await saveHours(module.id, both([7, 3]))).statusCode).toBe(200);
    expect((await saveHours(module.id, both([7, 4]))).statusCode).toBe(200);
    expect(await finishOf(first.purchase)).toBe(true);
    expect(await finishOf(second.purchase)).toBe(true);
    const [own] = await mine(second.student);
    expect(own).toMatchObject({ attendedHours: 11, finished: true });
  });
});

describe("the owner's override", () => {
  it('finishes or unfinishes either way with a note, audited, and gives the decision back to the rule', async () => {
    const { purchase } = await enrolled();
    await saveHours(live.id, [{ purchase, hours: [2, 7] }]);
    expect(await finishOf(purchase)).toBe(false);
    const override = (body: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/attendance/override/${purchase}`,
        headers: admin.headers,
        payload: body,
      });

    const res = await override({ finished: true, note: 'Recuperó las horas en el módulo 3' });
    expect(res.statusCode).toBe(200);
    expect(await finishOf(purchase)).toBe(true);
    const row = res.json<{ sheet: AttendanceSheet }>().sheet.rows.find((r) => r.purchase === purchase)!;
    expect(row).toMatchObject({
      finished: true,
      ruleFinished: false,
      override: true,
      note: 'Recuperó las horas en el módulo 3',
    });
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, purchase)));
    expect(entries.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ override: true, note: 'Recuperó las horas en el módulo 3', finish: true }),
    );
    expect(entries.every((entry) => entry.actorId === admin.userId)).toBe(true);

    // Hours saved later keep her word.
    await saveHours(live.id, [{ purchase, hours: [1, 7] }]);
    expect(await finishOf(purchase)).toBe(true);
    expect((await override({ finished: null, note: '' })).statusCode).toBe(200);
    expect(await finishOf(purchase)).toBe(false);
  });

  it("the purchase page's 'Finalizó' goes through the override", async () => {
    const { purchase } = await enrolled();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/purchases/edit/${purchase}`,
      headers: admin.headers,
      payload: { finish: true, note: 'Certificado de otra escuela' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(attendance).where(eq(attendance.purchaseId, purchase));
    expect(row).toMatchObject({ override: true, note: 'Certificado de otra escuela' });
    expect(await finishOf(purchase)).toBe(true);
  });
});

describe('a recorded module', () => {
  it('is finished once the student watched it to the end, and stays so when she watches it again', async () => {
    const { student, purchase } = await enrolled(recorded);
    const save = (seconds: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/modules/progress/${recorded.id}`,
        headers: student.headers,
        payload: { seconds, duration: 3600 },
      });
    expect((await save(1200)).statusCode).toBe(200);
    expect(await finishOf(purchase)).toBe(false);
    expect((await save(3595)).statusCode).toBe(200);
    expect(await finishOf(purchase)).toBe(true);
    expect((await save(10)).statusCode).toBe(200);
    expect(await finishOf(purchase)).toBe(true);
    const row = (await sheetOf(recorded.id)).rows.find((r) => r.purchase === purchase)!;
    expect(row).toMatchObject({ watched: true, finished: true });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, purchase)));
    expect(entry).toMatchObject({ actorId: student.userId, after: { watched: true, finish: true } });
    const [own] = await mine(student);
    expect(own).toMatchObject({ typeModule: 'asincronico', finished: true });
  });
});

describe('the CSV and who may call', () => {
  it("writes the sheet with the project's CSV writer", async () => {
    const { purchase } = await enrolled();
    await saveHours(live.id, [{ purchase, hours: [6.5, 7] }]);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/attendance/csv/${live.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header] = res.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFApellido;Nombre;Email;Día 1 (7 h);Día 2 (7 h);Horas presentes;Horas faltadas;Registrada;Finalizado;Motivo;Nota de la dueña',
    );
    expect(res.body).toContain(';6,5;7;13,5;0,5;Sí;Sí;;');
  });

  it('answers 401 to a visitor and 403 to a student on every admin route', async () => {
    const student = await sessionFor(deps, 'USER');
    const { purchase } = await enrolled();
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/training-settings'],
      ['PUT', '/api/admin/training-settings', { dayHours: [7, 7], allowedMissedHours: 3 }],
      ['GET', `/api/admin/attendance/${live.id}`],
      ['PUT', `/api/admin/attendance/${live.id}`, { rows: [{ purchase, hours: [0, 0] }] }],
      ['PUT', `/api/admin/attendance/override/${purchase}`, { finished: true, note: 'x' }],
      ['GET', `/api/admin/attendance/csv/${live.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await app.inject({ method: method as 'GET', url, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await app.inject({
        method: method as 'GET',
        url,
        headers: student.headers,
        ...(payload && { payload }),
      });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/attendance/mine' })).statusCode).toBe(401);
    expect(await finishOf(purchase)).toBe(false);
  });
});
