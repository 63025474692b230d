import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { argentineLocalToIso, calendarUtc, courseStart, isoToArgentineLocal } from '@constelaciones/contract';
import { purchases } from '../../db/schema';
import { multipart } from '../../test/multipart';
import { instant } from '../purchases/emails';
import {
  DAY_MS,
  bought,
  confirmedByOwner,
  newActivity,
  student,
  workshop,
} from '../../test/fixtures/purchases';
import { datesTestApp } from '../../test/fixtures/dates';

/*
 * 'Avisar a los inscriptos': the owner's edit of a date, with the field `notify`, e-mails each paid or
 * pending student the old and the new date with a new .ics, through a real SMTP server on loopback.
 */
const { app, deps, owner, received, paidStudent } = await datesTestApp();
const notices = (to: string, title: string) => received(to, title, /^Cambio de fecha:/);
const local = isoToArgentineLocal;

function editActivity(id: string, title: string, day: string, notify?: boolean) {
  const body = multipart({
    title,
    day,
    description: 'Una tarde de constelaciones.',
    pricePesos: 12000,
    priceDolar: 20,
    modality: 'Presencial',
    city: 'Córdoba',
    important: 'false',
    archived: 'false',
    ...(notify !== undefined && { notify: String(notify) }),
  });
  return app.inject({
    method: 'PUT',
    url: `/api/activities/edit/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...owner.headers },
  });
}

const enrolledCount = async (model: string, id: string) =>
  (
    await app.inject({
      url: `/api/admin/date-changes/enrolled/${id}?model=${model}`,
      headers: owner.headers,
    })
  ).json<{ enrolled: number }>().enrolled;

describe("'Avisar a los inscriptos'", () => {
  it('e-mails paid and pending students of an activity the old and the new date, once', async () => {
    const activity = await newActivity(deps, { title: 'Constelaciones en Córdoba', city: 'Córdoba' });
    const paid = await student(deps);
    const pending = await student(deps);
    const body = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
    await confirmedByOwner(app, owner, await bought(app, paid, body));
    await bought(app, pending, body);
    expect(await enrolledCount('Activity', activity.id)).toBe(2);

    const newDay = local(new Date(activity.day.getTime() + 7 * DAY_MS).toISOString());
    const res = await editActivity(activity.id, activity.title, newDay, true);
    expect(res.statusCode, res.body).toBe(200);
    const moved = argentineLocalToIso(newDay);
    for (const person of [paid, pending]) {
      const mails = await notices(person.email, activity.title);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`Cambio de fecha: ${activity.title}`);
      expect(mail!.text).toContain(`Fecha anterior: ${instant(activity.day.toISOString())}`);
      expect(mail!.text).toContain(`Nueva fecha: ${instant(moved)}`);
      expect(mail!.text).toContain('Lugar: Presencial, Córdoba');
      expect(mail!.attachments[0]!.content).toContain(`DTSTART:${calendarUtc(moved)}`);
    }

    // Without the field, or with the same date, nobody is e-mailed.
    const later = local(new Date(Date.parse(moved) + DAY_MS).toISOString());
    expect((await editActivity(activity.id, activity.title, later)).statusCode).toBe(200);
    expect((await editActivity(activity.id, 'Constelaciones (nuevo título)', later, true)).statusCode).toBe(
      200,
    );
    expect(await notices(paid.email, activity.title)).toHaveLength(1);
  });

  it("moves a workshop's enrolments to its new date and tells them the old and new day and hour", async () => {
    const course = await workshop(deps, 40);
    const { caller, purchase } = await paidStudent(course.id, 'Course');
    expect(await enrolledCount('Course', course.id)).toBeGreaterThanOrEqual(1);

    const day = new Date(Date.now() + 47 * DAY_MS).toISOString().slice(0, 10);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/courses/edit/${course.id}`,
      headers: owner.headers,
      payload: {
        day,
        hour: 18,
        priceAnticipedPesos: 25000,
        pricePesos: 30000,
        priceDolar: 50,
        linkMP: 'https://mpago.la/taller',
        linkPP: 'https://paypal.me/taller',
        notify: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await deps.database.db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(row!.courseDate).toBe(day);
    const [mail] = await notices(caller.email, course.title);
    expect(mail!.text).toContain(`Fecha anterior: ${instant(courseStart(course.day!, 10))}`);
    expect(mail!.text).toContain(`Nueva fecha: ${instant(courseStart(day, 18))}`);
    expect(mail!.text).toContain('El enlace de la sala está en tu página de Alumnos');
    expect(mail!.text).not.toMatch(/zoom|meet\./i);
  });
});
