import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { listenOnPostgres } from './listener';
import { silentLogger } from '../lib/logger';

// Runs only when DATABASE_URL names a PostgreSQL server (CI's second pass); vitest.config.ts leaves it out otherwise.
const url = process.env.DATABASE_URL!;
const channel = `test_${randomUUID().replace(/-/g, '')}`;

it('hears NOTIFY, and when its connection is lost opens another and says so', async () => {
  const heard: string[] = [];
  let reconnects = 0;
  const log = { ...silentLogger, warn: vi.fn() };
  const stop = await listenOnPostgres(url, channel, {
    onMessage: (payload) => heard.push(payload),
    onReconnect: () => reconnects++,
    log,
  });
  const sender = new pg.Client({ connectionString: url });
  await sender.connect();
  const notify = (payload: string) => sender.query('select pg_notify($1, $2)', [channel, payload]);
  try {
    await notify('uno');
    await vi.waitFor(() => expect(heard).toEqual(['uno']));

    await sender.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
      `listen "${channel}"`,
    ]);
    await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 5_000 });
    expect(log.warn).toHaveBeenCalled();
    await notify('dos');
    await vi.waitFor(() => expect(heard).toEqual(['uno', 'dos']));

    await stop();
    await notify('tres');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['uno', 'dos']);
  } finally {
    await sender.end();
  }
});
