// The reminder pass over a history of paid enrolments, run by ../reminders.mjs in a process of its own
// through tsx: it opens the database of DATABASE_URL (PostgreSQL) or an embedded one in DATA_DIR, migrates it,
// writes ENROLMENTS paid enrolments (each of its own student, in 100 activities all within the first reminder's
// days) in batched inserts, then times one pass (every reminder due: the worst case, as after a first deployment)
// and counts its statements, then a second pass (nothing new: every 10 minutes after). Prints one line of JSON.
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { activities, purchases, users } from '../../apps/server/src/db/schema';
import { runReminderPass } from '../../apps/server/src/features/date-reminders/reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const count = Number(process.env.ENROLMENTS ?? 10_000);
const BATCH = 1000;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
});
await migrateDatabase(database);

const now = new Date();
const activityRows = await database.db
  .insert(activities)
  .values(
    Array.from({ length: 100 }, (_, i) => ({
      title: `Taller ${i + 1}`,
      description: 'Un taller del bench.',
      day: new Date(now.getTime() + (3 + (i % 4)) * DAY_MS),
      modality: 'Presencial' as const,
      city: 'Rosario',
    })),
  )
  .returning({ id: activities.id, title: activities.title });

for (let start = 0; start < count; start += BATCH) {
  const size = Math.min(BATCH, count - start);
  const people = await database.db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, i) => ({
        username: `alumna${start + i}`,
        email: `alumna${start + i}@example.com`,
        firstName: 'Lucía',
        confirmedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await database.db.insert(purchases).values(
    people.map((person, i) => {
      const activity = activityRows[(start + i) % activityRows.length]!;
      return {
        userId: person.id,
        inscriptionId: activity.id,
        inscriptionModel: 'Activity' as const,
        inscriptionTitle: activity.title,
        wayToPay: 'transfer' as const,
        state: 'paid' as const,
        pay: true,
        amount: 12000,
        currency: 'ARS' as const,
        // Unique by construction (a random one may repeat among 10,000: the column is unique).
        reference: `INS-${(start + i).toString(36).toUpperCase().padStart(6, '0')}`,
        firstName: 'Lucía',
        email: person.email,
        paidAt: new Date(now.getTime() - 30 * DAY_MS),
      };
    }),
  );
}

/** The database with every statement the pass sends counted. */
function counted(target: Database) {
  let statements = 0;
  const db = new Proxy(target.db, {
    get(object, name, receiver) {
      const value = Reflect.get(object, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['select', 'insert', 'update', 'delete', 'execute'].includes(String(name))) statements++;
        return (value as (...rest: unknown[]) => unknown).apply(object, args);
      };
    },
  });
  return { database: { ...target, db }, statements: () => statements };
}

const probe = counted(database);
const started = performance.now();
const added = await runReminderPass(probe.database, now);
const ms = performance.now() - started;
const statements = probe.statements();
const again = performance.now();
const addedAgain = await runReminderPass(database, now);
const msAgain = performance.now() - again;
console.log(
  JSON.stringify({
    enrolments: count,
    added,
    ms: Math.round(ms),
    statements,
    addedAgain,
    msAgain: Math.round(msAgain),
  }),
);
await database.close();
