import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { isUniqueViolation } from './errors';
import { users } from './schema';

const { services } = await buildTestApp();
const { db } = services.database;

describe('isUniqueViolation', () => {
  it("recognises the driver's duplicate-key error, and nothing else", async () => {
    await db.insert(users).values({ username: 'repetido', email: 'repetido@example.com' });
    const duplicate = await db
      .insert(users)
      .values({ username: 'REPETIDO', email: 'otro@example.com' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const missingColumn = await db.execute('select no_existe from users').catch((error: unknown) => error);
    expect(isUniqueViolation(missingColumn)).toBe(false);
    expect(isUniqueViolation(new Error('otra cosa'))).toBe(false);
  });
});
