import { describe, expect, it } from 'vitest';
import { withRetries } from './retry.mjs';

const failingTimes = (count) => {
  const calls = [];
  const attempt = async (n) => {
    calls.push(n);
    if (n <= count) throw new Error(`NO_NAVSTART ${n}`);
    return `report ${n}`;
  };
  return { attempt, calls };
};

describe('withRetries', () => {
  it('returns the first success without retrying', async () => {
    const { attempt, calls } = failingTimes(0);
    expect(await withRetries(attempt, { retries: 2 })).toEqual({ value: 'report 1', failures: [] });
    expect(calls).toEqual([1]);
  });

  it('retries after failures, counts them and prepares each retry', async () => {
    const { attempt } = failingTimes(2);
    const prepared = [];
    const result = await withRetries(attempt, {
      retries: 2,
      beforeRetry: async (error, n) => prepared.push([error.message, n]),
    });
    expect(result).toEqual({ value: 'report 3', failures: ['NO_NAVSTART 1', 'NO_NAVSTART 2'] });
    expect(prepared).toEqual([
      ['NO_NAVSTART 1', 1],
      ['NO_NAVSTART 2', 2],
    ]);
  });

  it('gives up after the last retry with every failure in the message', async () => {
    const { attempt, calls } = failingTimes(5);
    await expect(withRetries(attempt, { retries: 1 })).rejects.toThrow(
      'NO_NAVSTART 2 (after 1 failed attempts: NO_NAVSTART 1)',
    );
    expect(calls).toEqual([1, 2]);
  });
});
