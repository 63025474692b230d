import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

const { app } = await buildTestApp();

describe('public catalog', () => {
  it('lists non-archived activities with _id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/activities' });
    expect(res.statusCode).toBe(200);
    const { activities } = res.json();
    expect(activities.length).toBeGreaterThanOrEqual(8);
    expect(activities.every((a: { archived: boolean }) => !a.archived)).toBe(true);
  });
});
