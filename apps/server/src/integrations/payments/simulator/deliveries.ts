import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** For the logs: what is being notified. */
  what: string;
}

export interface Deliveries {
  /** Sends in the background (never awaited by the page that caused it), retrying after each delay. */
  send(delivery: Delivery): void;
  /** Stops retries and requests under way: the app is closing. */
  close(): void;
}

/** Webhooks as providers send them: real HTTP POSTs, retried a bounded number of times with a back-off. */
export function webhookDeliveries(log: FastifyBaseLogger, retryDelaysMs: readonly number[]): Deliveries {
  const stop = new AbortController();

  async function deliver(delivery: Delivery): Promise<void> {
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
      if (attempt > 0) await sleep(retryDelaysMs[attempt - 1], undefined, { signal: stop.signal });
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...delivery.headers },
          body: delivery.body,
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(5_000)]),
        });
        await response.body?.cancel();
        if (response.ok) return;
        log.warn(
          { url: delivery.url, status: response.status, attempt },
          `simulator: ${delivery.what} refused`,
        );
      } catch (error) {
        if (stop.signal.aborted) return;
        log.warn({ url: delivery.url, err: error, attempt }, `simulator: ${delivery.what} not delivered`);
      }
    }
    log.error({ url: delivery.url }, `simulator: gave up sending ${delivery.what}`);
  }

  return {
    send(delivery) {
      // An abort while waiting to retry rejects the sleep: the app is closing, nothing to report.
      void deliver(delivery).catch(() => {});
    },
    close: () => stop.abort(),
  };
}
