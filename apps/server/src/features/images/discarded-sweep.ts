import type { FastifyBaseLogger } from 'fastify';
import { DISCARD_GRACE_MS, type ImageStore } from '../../integrations/images';
import { startPeriodicJob } from '../../lib/periodic-job';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes for good the images discarded more than `graceMs` before `now`: how many files went. */
export const sweepDiscardedImages = (store: ImageStore, now = new Date(), graceMs = DISCARD_GRACE_MS) =>
  store.sweepDiscarded(new Date(now.getTime() - graceMs));

/**
 * Sweeps at start-up and then every hour inside the server (started by serve.ts, stopped when the app closes);
 * a run never overlaps the previous one. Instances sharing DATA_DIR may sweep together: a file gone is skipped.
 */
export function startDiscardedImagesSweep(store: ImageStore, log: FastifyBaseLogger) {
  return startPeriodicJob(
    () =>
      sweepDiscardedImages(store).then(
        (count) => {
          if (count > 0) log.info({ count }, 'discarded images past their grace period deleted');
        },
        (error: unknown) => log.error({ err: error }, 'sweeping discarded images failed'),
      ),
    SWEEP_INTERVAL_MS,
    { atStart: true },
  );
}
