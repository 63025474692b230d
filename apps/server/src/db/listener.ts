import pg from 'pg';
import { CONNECTION_BOUNDS } from './connection-bounds';
import type { Logger } from '../lib/logger';

/** Who listens on a channel: its messages, and what to do after a gap in which some may have been lost. */
export interface Subscriber {
  onMessage(payload: string): void;
  onReconnect(): void;
  log: Logger;
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one goes back to other queries). When that
 * connection is lost it is opened again every second until it works; the subscriber is then told, since
 * messages sent meanwhile never arrive. Returns the function that stops listening.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  subscriber: Subscriber,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const open = async () => {
    const next = new pg.Client({ connectionString, ...CONNECTION_BOUNDS });
    next.on('notification', (message) => {
      if (message.channel === channel) subscriber.onMessage(message.payload ?? '');
    });
    next.on('error', (error) =>
      subscriber.log.warn({ err: error }, `connection listening on ${channel} lost`),
    );
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      reopenLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };

  const reopenLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        () => {
          if (!stopped) subscriber.onReconnect();
        },
        (error: unknown) => {
          subscriber.log.warn({ err: error }, `cannot listen on ${channel} yet; trying again`);
          reopenLater();
        },
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}
