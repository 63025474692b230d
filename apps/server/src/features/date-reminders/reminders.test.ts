import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarUtc } from '@constelaciones/contract';
import { activities } from '../../db/schema';
import { buildSecondInstance } from '../../test/helper';
import { DAY_MS, bought, newActivity, student } from '../../test/fixtures/purchases';
import { runReminderPass } from './reminders';
import { datesTestApp } from '../../test/fixtures/dates';

/*
 * The reminders of enrolled dates, through a real SMTP server on loopback: 7 days and 1 day before, once
 * each whatever the passes and instances, again for a date that moves, never for an unpaid enrolment. On
 * PostgreSQL the second instance has its own pool and job queue on the same database.
 */
const { app, deps, received, testApp, paidStudent } = await datesTestApp();

/** A paid enrolment of a new student in a new in-person activity `days` ahead. */
async function paidEnrolment(days = 30) {
  const activity = await newActivity(deps, {
    title: `Constelaciones en grupo ${Math.random().toString(36).slice(2, 8)}`,
    day: new Date(Date.now() + days * DAY_MS),
    city: 'Rosario',
  });
  return { activity, ...(await paidStudent(activity.id, 'Activity')) };
}

const before = (day: Date, days: number) => new Date(day.getTime() - days * DAY_MS + 60_000);
/** The reminders received so far by `to` about `title`. */
const reminders = (to: string, title: string) => received(to, title, /^(Recordatorio|Mañana):/);

describe('reminders of enrolled dates', () => {
  it('e-mails a paid student 7 days and 1 day before, once each, with what, when, where and the .ics', async () => {
    const { activity, caller } = await paidEnrolment(30);
    await runReminderPass(deps.database);
    expect(await reminders(caller.email, activity.title)).toEqual([]);

    const week = before(activity.day, 7);
    expect(await runReminderPass(deps.database, week)).toBe(1);
    expect(await runReminderPass(deps.database, week)).toBe(0);
    let mails = await reminders(caller.email, activity.title);
    expect(mails.map((mail) => mail.subject)).toEqual([`Recordatorio: ${activity.title} en 7 días`]);
    const [mail] = mails;
    expect(mail!.text).toContain(`en 7 días es ${activity.title}`);
    expect(mail!.text).toMatch(/Fecha: \d\d\/\d\d\/\d{4} a las \d\d:\d\d \(hora Argentina\)/);
    expect(mail!.text).toContain('Lugar: Presencial, Rosario');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'text/calendar' });
    expect(mail!.attachments[0]!.filename).toMatch(/\.ics$/);
    expect(mail!.attachments[0]!.content).toContain(`DTSTART:${calendarUtc(activity.day.toISOString())}`);

    expect(await runReminderPass(deps.database, before(activity.day, 1))).toBe(1);
    mails = await reminders(caller.email, activity.title);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Recordatorio: ${activity.title} en 7 días`,
      `Mañana: ${activity.title}`,
    ]);
    expect(await runReminderPass(deps.database, before(activity.day, 1))).toBe(0);
    expect(await reminders(caller.email, activity.title)).toHaveLength(2);
  });

  it('sends nothing for an unpaid enrolment', async () => {
    const activity = await newActivity(deps, {
      title: 'Taller sin pagar',
      day: new Date(Date.now() + 50 * DAY_MS),
    });
    const caller = await student(deps);
    await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await runReminderPass(deps.database, before(activity.day, 7));
    await runReminderPass(deps.database, before(activity.day, 1));
    expect(await reminders(caller.email, activity.title)).toEqual([]);
  });

  it('reminds again of a date that moved, and not of the old one', async () => {
    const { activity, caller } = await paidEnrolment(70);
    expect(await runReminderPass(deps.database, before(activity.day, 7))).toBe(1);
    expect(await reminders(caller.email, activity.title)).toHaveLength(1);
    const moved = new Date(activity.day.getTime() + 14 * DAY_MS);
    await deps.database.db.update(activities).set({ day: moved }).where(eq(activities.id, activity.id));
    // The old date's day-before reminder is not owed: the enrolment's date is the new one.
    expect(await runReminderPass(deps.database, before(activity.day, 1))).toBe(0);
    expect(await runReminderPass(deps.database, before(moved, 7))).toBe(1);
    expect(await runReminderPass(deps.database, before(moved, 1))).toBe(1);
    const mails = await reminders(caller.email, activity.title);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Mañana: ${activity.title}`,
      `Recordatorio: ${activity.title} en 7 días`,
      `Recordatorio: ${activity.title} en 7 días`,
    ]);
    for (const mail of mails.slice(1))
      expect(mail.attachments[0]!.content).toContain(`DTSTART:${calendarUtc(moved.toISOString())}`);
  });

  it('sends one reminder when two instances run the pass and their queues at once', async () => {
    const { activity, caller } = await paidEnrolment(100);
    const second = await buildSecondInstance(testApp);
    const week = before(activity.day, 7);
    const added = await Promise.all([
      runReminderPass(deps.database, week),
      runReminderPass(second.deps.database, week),
    ]);
    expect(added.sort()).toEqual([0, 1]);
    await Promise.all([deps.jobs.settle(), second.deps.jobs.settle()]);
    await Promise.all([deps.mail.drain(), second.deps.mail.drain()]);
    const mails = await reminders(caller.email, activity.title);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments.map((file) => file.contentType)).toEqual(['text/calendar']);
  });
});
