import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purchases } from '../../db/schema';
import type { MailOutbox } from '../../integrations/mail';
import { every, JOB_PRIORITY, type JobQueue, type PeriodicJob } from '../../lib/jobs';
import { readPaymentSettings } from '../purchases';
import type { Dependencies } from '../../platform/dependencies';
import { dateReminderMail } from './emails';
import { enrolledDates } from './enrolled';

/** How often the pass looks for reminders due (once across instances: the job queue's row for it). */
export const REMINDERS_EVERY_MS = 10 * 60 * 1000;
/** The job kind of one reminder: its key names the enrolment, the date and which reminder it is. */
export const DATE_REMINDER = 'date-reminder';

/** What one reminder's job key says: `date-reminder:{purchase}:{date, ms since 1970}:{days before it}`. */
const readKey = (key: string) => {
  const [, purchase, start, days] = key.split(':');
  return { purchase: purchase!, start: Number(start), days: Number(days) };
};

/**
 * Every paid enrolment's date, as UTC instants (a workshop's day and hour are Argentine time, UTC-3 all
 * year): an activity's day (not archived), a workshop's bought date at the course's hour, a live module's
 * date. When she paid (or, for a purchase paid before that was recorded, enrolled) says which reminders she
 * is owed.
 */
const PAID_DATES = sql`
  select p.id as purchase, a.day as start, coalesce(p.paid_at, p.created_at) as paid_at
    from purchases p join activities a on a.id = p.inscription_id
   where p.inscription_model = 'Activity' and p.state = 'paid' and p.user_id is not null and not a.archived
  union all
  select p.id, (p.course_date + make_interval(hours => c.hour + 3)) at time zone 'UTC',
         coalesce(p.paid_at, p.created_at)
    from purchases p join courses c on c.id = p.inscription_id
   where p.inscription_model = 'Course' and p.state = 'paid' and p.user_id is not null
     and p.course_date is not null
  union all
  select p.id, m.date, coalesce(p.paid_at, p.created_at)
    from purchases p join modules m on m.id = p.inscription_id
   where p.inscription_model = 'Module' and p.state = 'paid' and p.user_id is not null
     and m.type_module = 'sincronico' and m.date is not null`;

/** An instant as milliseconds since 1970, cheaper to write than a formatted date in 10,000 keys. */
const epochMs = (column: ReturnType<typeof sql>) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * One pass (docs/decisions/061-date-reminders.md): a single statement adds a job for each reminder due at
 * `now` and not added before, keyed by enrolment, date (ms since 1970) and days before it; the jobs table's
 * unique key makes each go once, however many instances run the pass at once and however often. A reminder is
 * due from its moment (`days` before the date) until the date, to those who had paid by that moment: the
 * first one `reminderDays` before, unless the day-before one is already due; the second one the day before. A
 * date that moves has a new key: its reminders go again. Says how many it added.
 */
export async function runReminderPass(database: Database, now = new Date()): Promise<number> {
  const { db } = database;
  const { reminderDays } = await readPaymentSettings(db);
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    insert into jobs (kind, priority, key)
    select ${DATE_REMINDER}, ${JOB_PRIORITY.bulk}, ${DATE_REMINDER} || ':' || d.purchase || ':' || ${epochMs(sql`d.start`)} || ':' || r.days
      from (${PAID_DATES}) d
      cross join (values (1), (${reminderDays}::int)) as r(days)
     where d.start > ${at}
       and d.start - make_interval(days => r.days) <= ${at}
       and d.paid_at <= d.start - make_interval(days => r.days)
       and (r.days = 1 or d.start - interval '1 day' > ${at})
    on conflict (key) do nothing
    returning 1`);
  const added = (result as unknown as { rows: unknown[] }).rows.length;
  if (added > 0) await db.execute(sql`select pg_notify('jobs', '')`);
  return added;
}

/**
 * What a reminder's job does: writes the e-mail to the outbox under the job's key (so a second run adds no
 * second e-mail), unless the enrolment is no longer paid or its date moved or passed since the pass.
 */
export function handleDateReminders(
  jobs: JobQueue,
  mail: MailOutbox,
  deps: Pick<Dependencies, 'config' | 'database' | 'sender'>,
) {
  jobs.handle(DATE_REMINDER, async (row) => {
    const { purchase, start, days } = readKey(row.key);
    const now = new Date();
    await deps.database.db.transaction(async (tx) => {
      const [found] = await enrolledDates(tx, eq(purchases.id, purchase));
      const current = found && found.row.state === 'paid' && Date.parse(found.enrolled.date.start);
      if (current !== start || current <= now.getTime()) return;
      const site = await deps.sender.site(tx);
      await mail.enqueueOnce(tx, row.key, dateReminderMail(site, found!.enrolled, days, now));
    });
  });
}

/** The pass, every REMINDERS_EVERY_MS through the job queue (registered by serve.ts). */
export const dateRemindersJob = (database: Database): PeriodicJob => ({
  name: 'date-reminders',
  next: every(REMINDERS_EVERY_MS),
  async run(log) {
    const added = await runReminderPass(database);
    if (added) log.info({ added }, 'date reminders');
  },
});
