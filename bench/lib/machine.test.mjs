import { describe, expect, it } from 'vitest';
import { busyShare, waitForQuiet } from './machine.mjs';

/** Keeps this process's thread busy for `ms` milliseconds. */
const spin = (ms) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('busyShare', () => {
  it('measures the share of CPU time the machine spent busy, between 0 and 1', async () => {
    const share = await busyShare(200);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });

  it('sees a core kept busy', async () => {
    const measuring = busyShare(600);
    // The timer of busyShare fires after the spin: the spin falls inside its window.
    spin(500);
    const cores = (await import('node:os')).availableParallelism();
    expect(await measuring).toBeGreaterThan(0.5 / cores);
  });
});

describe('waitForQuiet', () => {
  it('gives up after its longest wait on a machine that never gets quiet enough, and says how busy it was', async () => {
    const started = Date.now();
    const share = await waitForQuiet({ maxBusy: -1, maxWaitMs: 1000 });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(share).toBeGreaterThanOrEqual(0);
  });
});
