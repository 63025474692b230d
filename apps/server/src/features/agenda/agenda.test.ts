import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { messages, type Activity, type AgendaYear } from '@constelaciones/contract';
import { activities, agendaEntries, auditLog, courses, modules } from '../../db/schema';
import { siteDigest } from '../../test/digest';
import { buildSecondInstance, buildTestApp, sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';

const first = await buildTestApp();
const second = await buildSecondInstance(first);
const { app, deps } = first;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const student = await sessionFor(deps, 'USER');

/** A year no demo content reaches. */
const YEAR = 2033;
const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#9d6b6c' } })
  .png()
  .toBuffer();

const entry = {
  date: `${YEAR}-03-14`,
  endDate: `${YEAR}-03-15`,
  title: 'Retiro de otoño en las sierras',
  modality: 'Presencial',
  kind: 'Retiro',
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method, url, payload, headers });

/** The agenda's lines of a year as a visitor reads them, month by month: [month, day, title, modality, kind]. */
const lines = (agenda: AgendaYear) =>
  agenda.months.flatMap((month) =>
    month.items.map((item) => [month.name, item.date, item.title, item.modality, item.kind]),
  );

const activityFields = (title: string, day: string) => ({
  title,
  day,
  description: 'Una actividad de la agenda.',
  pricePesos: 1000,
  priceDolar: 10,
  modality: 'Virtual',
  city: 'Online',
  important: 'false',
});

/** The activity form sent as the admin's browser does: multipart, with an image when creating. */
function sendActivity(method: 'POST' | 'PUT', url: string, fields: Record<string, string | number>) {
  const image = { field: 'img', filename: 'a.png', contentType: 'image/png', bytes: png };
  const body = multipart(fields, method === 'POST' ? image : undefined);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...admin.headers } });
}

/** Creates an activity of `title` on `day`, with any other form fields (its association, its kind). */
async function createActivity(title: string, day: string, more: Record<string, string> = {}) {
  const res = await sendActivity('POST', '/api/activities/create', {
    ...activityFields(title, day),
    ...more,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ activity: Activity }>().activity;
}

describe('the agenda of a year', () => {
  it("holds the spec's 2025 agenda as demo entries, month by month", async () => {
    const agenda = await deps.catalog.agenda(2025);
    expect(agenda.months.map((month) => month.name)).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    const march = agenda.months[2]!.items;
    expect(march.map((item) => [item.date, item.endDate, item.title, item.kind])).toEqual([
      ['2025-03-08', null, 'Taller de Constelaciones Familiares', 'Taller'],
      ['2025-03-15', '2025-03-16', 'NCFA · Módulo 1: Los órdenes del amor', 'Formación NCFA'],
      ['2025-03-29', null, 'Taller de Constelaciones Familiares', 'Taller'],
    ]);
    const demo = await db.select({ n: count() }).from(agendaEntries).where(eq(agendaEntries.demo, true));
    expect(demo).toEqual([{ n: 36 }]);
  });

  it('says nothing of a year with nothing, and links the nearest years that have something', async () => {
    const empty = await deps.catalog.agenda(1950);
    expect(empty.months).toEqual([]);
    expect(empty.previousYear).toBeNull();
    expect(empty.nextYear).toBe(2025);
    expect((await deps.catalog.agenda(2025)).previousYear).toBeNull();
  });

  it('merges activities, course dates, live module dates and hand entries in date order', async () => {
    const [virtualCourse] = await db.select().from(courses).where(eq(courses.slug, 'talleres-virtuales'));
    const [liveModule] = await db
      .select()
      .from(modules)
      .where(and(eq(modules.typeModule, 'sincronico'), eq(modules.number, 4)));
    const [recordedModule] = await db
      .select()
      .from(modules)
      .where(and(eq(modules.typeModule, 'asincronico'), eq(modules.number, 4)));

    const course = virtualCourse!;
    const courseEdit = await send('PUT', `/api/courses/edit/${course.id}`, {
      day: `${YEAR}-05-20`,
      hour: 18,
      priceAnticipedPesos: course.priceAnticipedPesos,
      pricePesos: course.pricePesos,
      priceDolar: course.priceDolar,
      linkMP: course.linkMP,
      linkPP: course.linkPP,
    });
    expect(courseEdit.statusCode, courseEdit.body).toBe(200);
    const moduleEdit = (id: string, date: string) =>
      send('PUT', `/api/modules/edit/${id}`, {
        date,
        pricePesos: 100,
        priceDolar: 1,
        link_intro: 'https://videos.example.com/intro.mp4',
        link: 'https://sala.example.com/4',
        open: true,
        enabled: true,
      });
    expect((await moduleEdit(liveModule!.id, `${YEAR}-04-12T10:00`)).statusCode).toBe(200);
    // A recorded module's date is no date of the agenda.
    expect((await moduleEdit(recordedModule!.id, `${YEAR}-04-13T10:00`)).statusCode).toBe(200);
    // 01:00 UTC on 1 January is still 31 December in Argentina: last year's agenda.
    await createActivity('Charla de año nuevo', `${YEAR}-01-01T01:00:00Z`);
    await createActivity('Jornada del taller', `${YEAR}-05-20T09:00`, {
      associate: course.id,
      associateModel: 'Course',
    });
    await createActivity('Charla de otoño', `${YEAR}-03-14T19:00`);
    const created = await send('POST', '/api/agenda/entries', entry);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ msg: messages.agenda.created, entry });

    const agenda = await deps.catalog.agenda(YEAR);
    expect(lines(agenda)).toEqual([
      ['Marzo', `${YEAR}-03-14`, 'Charla de otoño', 'Virtual', 'Actividad'],
      ['Marzo', `${YEAR}-03-14`, 'Retiro de otoño en las sierras', 'Presencial', 'Retiro'],
      ['Abril', `${YEAR}-04-12`, liveModule!.title, 'En directo', 'Formación NCFA'],
      ['Mayo', `${YEAR}-05-20`, 'Jornada del taller', 'Virtual', 'Taller'],
      ['Mayo', `${YEAR}-05-20`, course.title, 'Virtual', 'Taller'],
    ]);
    expect(agenda.months[0]!.items[1]!.endDate).toBe(`${YEAR}-03-15`);
    expect(lines(await deps.catalog.agenda(YEAR - 1))).toContainEqual([
      'Diciembre',
      `${YEAR - 1}-12-31`,
      'Charla de año nuevo',
      'Virtual',
      'Actividad',
    ]);
    expect(agenda.nextYear).toBeNull();
    expect((await deps.catalog.agenda(2025)).nextYear).toBeGreaterThan(2025);
  });

  it('shows an entry edited or deleted on the other instance at once', async () => {
    const titles = async () => lines(await second.deps.catalog.agenda(YEAR + 1)).map((line) => line[2]);
    expect(await titles()).toEqual([]);
    const created = await send('POST', '/api/agenda/entries', {
      ...entry,
      date: `${YEAR + 1}-06-01`,
      endDate: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ entry: { _id: string; endDate: null } }>().entry._id;
    expect(created.json<{ entry: { endDate: null } }>().entry.endDate).toBeNull();
    await vi.waitFor(async () => expect(await titles()).toEqual([entry.title]), {
      timeout: 3_000,
      interval: 20,
    });

    const edited = await send('PUT', `/api/agenda/entries/${id}`, {
      ...entry,
      date: `${YEAR + 1}-06-01`,
      endDate: `${YEAR + 1}-06-03`,
      title: 'Retiro de invierno',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await vi.waitFor(async () => expect(await titles()).toEqual(['Retiro de invierno']), {
      timeout: 3_000,
      interval: 20,
    });

    const removed = await send('DELETE', `/api/agenda/entries/${id}`);
    expect(removed.json()).toEqual({ msg: messages.agenda.deleted });
    await vi.waitFor(async () => expect(await titles()).toEqual([]), { timeout: 3_000, interval: 20 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('clears the demo mark of an entry the owner edits', async () => {
    const [demo] = await db.select().from(agendaEntries).where(eq(agendaEntries.demo, true)).limit(1);
    const res = await send('PUT', `/api/agenda/entries/${demo!.id}`, {
      date: demo!.date,
      endDate: demo!.endDate,
      title: `${demo!.title} (confirmado)`,
      modality: demo!.modality,
      kind: demo!.kind,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await db.select().from(agendaEntries).where(eq(agendaEntries.id, demo!.id));
    expect(after!.demo).toBe(false);
  });
});

describe("an activity's own kind", () => {
  const year = YEAR + 3;
  const kindsOf = async (title: string) =>
    lines(await second.deps.catalog.agenda(year))
      .filter((line) => line[2] === title)
      .map((line) => line[4]);

  it('shows on the agenda instead of the kind its association implies, until the owner empties it', async () => {
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'talleres-virtuales'));
    const tied = { associate: course!.id, associateModel: 'Course' };
    const activity = await createActivity('Charla del taller', `${year}-06-10T19:00`, {
      ...tied,
      kind: ' Charla ',
    });
    expect(activity.kind).toBe('Charla');
    await vi.waitFor(async () => expect(await kindsOf('Charla del taller')).toEqual(['Charla']), {
      timeout: 3_000,
      interval: 20,
    });
    const shown = await app.inject({ url: `/api/activities/show/${activity._id}`, headers: admin.headers });
    expect(shown.json<{ activity: Activity }>().activity.kind).toBe('Charla');

    const edit = (kind: string) =>
      sendActivity('PUT', `/api/activities/edit/${activity._id}`, {
        ...activityFields('Charla del taller', `${year}-06-10T19:00`),
        ...tied,
        archived: 'false',
        kind,
      });
    const renamed = await edit('Eneagrama');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ activity: Activity }>().activity.kind).toBe('Eneagrama');
    await vi.waitFor(async () => expect(await kindsOf('Charla del taller')).toEqual(['Eneagrama']), {
      timeout: 3_000,
      interval: 20,
    });

    const emptied = await edit('');
    expect(emptied.json<{ activity: Activity }>().activity.kind).toBeNull();
    await vi.waitFor(async () => expect(await kindsOf('Charla del taller')).toEqual(['Taller']), {
      timeout: 3_000,
      interval: 20,
    });

    // Each change is in the owner's change log, before and after.
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, activity._id))
      .orderBy(auditLog.at);
    expect(
      audit.map((row) => [
        row.action,
        (row.before as Activity | null)?.kind,
        (row.after as Activity | null)?.kind,
      ]),
    ).toEqual([
      ['create', undefined, 'Charla'],
      ['update', 'Charla', 'Eneagrama'],
      ['update', 'Eneagrama', null],
    ]);
  });

  it('refuses a kind longer than a badge holds with a Spanish 400, creating or changing nothing', async () => {
    const activity = await createActivity('Charla sin cambios', `${year}-07-01T19:00`, { kind: 'Charla' });
    const tooLong = 'x'.repeat(41);
    const before = await siteDigest(deps);
    const refused = [
      await sendActivity('POST', '/api/activities/create', {
        ...activityFields('Charla de más', `${year}-07-02T19:00`),
        kind: tooLong,
      }),
      await sendActivity('PUT', `/api/activities/edit/${activity._id}`, {
        ...activityFields('Charla sin cambios', `${year}-07-01T19:00`),
        archived: 'false',
        kind: tooLong,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.kind).toBe(
        messages.validation.tooLong(40),
      );
    }
    expect(await siteDigest(deps)).toEqual(before);
    expect(await kindsOf('Charla sin cambios')).toEqual(['Charla']);
    expect(await db.select().from(activities).where(eq(activities.title, 'Charla de más'))).toEqual([]);
  });
});

describe('the agenda entries in the admin', () => {
  it('are the owner’s alone: 401 anonymous, 403 for a student', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/agenda/entries', payload: entry });
    expect(anonymous.statusCode).toBe(401);
    const asStudent = await send('POST', '/api/agenda/entries', entry, student.headers);
    expect(asStudent.statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: '/api/agenda/entries', headers: student.headers });
    expect(list.statusCode).toBe(403);
  });

  it.each([
    [{ ...entry, title: '  ' }, 'title', messages.validation.titleRequired],
    [{ ...entry, kind: '' }, 'kind', messages.agenda.kindRequired],
    [{ ...entry, modality: '' }, 'modality', messages.agenda.modalityRequired],
    [{ ...entry, date: '2033-02-30' }, 'date', messages.validation.invalidDate],
    [{ ...entry, endDate: `${YEAR}-03-01` }, 'endDate', messages.agenda.endBeforeStart],
    [{ ...entry, endDate: `${YEAR + 1}-01-02` }, 'endDate', messages.agenda.otherYear],
    [{ ...entry, kind: 'x'.repeat(41) }, 'kind', messages.validation.tooLong(40)],
  ])('refuses bad input with a Spanish 400 and changes nothing: %o', async (body, field, message) => {
    const before = await siteDigest(deps);
    const res = await send('POST', '/api/agenda/entries', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    expect(await siteDigest(deps)).toEqual(before);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/api/agenda/entries/${missing}`, entry)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/agenda/entries/${missing}`)).statusCode).toBe(404);
  });
});
