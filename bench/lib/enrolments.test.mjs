import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile } from './admin-enrolments.mjs';
import { seedEnrolmentHistory } from './enrolments.mjs';

const migrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/db/migrations',
);
const DAY_MS = 24 * 60 * 60 * 1000;

/** An empty database with the server's migrations and a few items to enrol in, as the demo content has. */
async function migratedDatabase() {
  const db = new PGlite({ extensions: { pg_trgm } });
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(path.join(migrations, file), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      await db.exec(statement);
    }
  }
  await db.exec(`
    -- The migrations create the structure (two workshops, modules 0 to 16): one workshop and module 1 are kept.
    delete from courses where slug <> 'talleres-presenciales';
    delete from modules where number <> 1;
    update courses set day = '2027-03-20', hour = 10, price_pesos = 55000, price_dolar = 60;
    update modules set date = now(), price_pesos = 40000, price_dolar = 45 where type_module = 'sincronico';
    update modules set date = now(), price_pesos = 30000, price_dolar = 35 where type_module = 'asincronico';
  `);
  return db;
}

describe('seedEnrolmentHistory', () => {
  const now = new Date();
  let db;
  let rows;
  beforeAll(async () => {
    db = await migratedDatabase();
    expect(await seedEnrolmentHistory(db, { count: 600, now })).toMatchObject({ enrolments: 600 });
    rows = (
      await db.query(
        'select p.*, u.country as user_country from purchases p join users u on u.id = p.user_id',
      )
    ).rows;
  }, 120_000);
  afterAll(() => db?.close());

  it('writes the enrolments through the schema, their people and past activities with them', async () => {
    expect(rows).toHaveLength(600);
    const archived = await db.query(
      'select count(*)::int as n from activities where archived and day < now()',
    );
    expect(archived.rows[0].n).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(600);
    expect(rows.every((r) => r.country === r.user_country)).toBe(true);
  });

  it('has names with accents that the search column folds, and several countries', () => {
    const accented = rows.find((r) => r.last_name === 'Núñez');
    expect(accented?.search_text).toContain('nunez');
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(4);
  });

  it('pays in pesos from Argentina and in dollars from abroad, each by a way that takes the currency', () => {
    for (const r of rows) {
      expect(r.currency).toBe(r.country === 'Argentina' ? 'ARS' : 'USD');
      expect(r.way_to_pay).not.toBe(r.currency === 'ARS' ? 'pp' : 'mp');
    }
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['ARS', 'USD']));
  });

  it('fills every enrolment tab, with paid and finished ones mixed', () => {
    const has = (predicate) => rows.some(predicate);
    expect(has((r) => r.inscription_model === 'Activity')).toBe(true);
    expect(has((r) => r.inscription_model === 'Course' && r.course_date)).toBe(true);
    for (const type of ['sincronico', 'asincronico']) {
      expect(has((r) => r.type_module === type && r.finish)).toBe(true);
      expect(has((r) => r.type_module === type && !r.finish)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.state))).toEqual(
      new Set(['paid', 'expired', 'pending', 'cancelled', 'refunded']),
    );
  });

  it('leaves nothing for the deadline job while the bench measures: pending deadlines are days ahead', () => {
    const pending = rows.filter((r) => r.state === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const r of pending) expect(r.deadline.getTime()).toBeGreaterThan(now.getTime() + 2 * DAY_MS);
  });
});

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNull();
  });
});
