import { DISCARD_GRACE_MS, type ImageStore } from '../../integrations/images';
import { every, type PeriodicJob } from '../../lib/jobs';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes for good the images discarded more than `graceMs` before `now`: how many files went. */
export const sweepDiscardedImages = (store: ImageStore, now = new Date(), graceMs = DISCARD_GRACE_MS) =>
  store.sweepDiscarded(new Date(now.getTime() - graceMs));

/**
 * The sweep, every hour through the job queue (registered by serve.ts), once across the instances that share
 * DATA_DIR; a file already gone is skipped.
 */
export const discardedImagesSweepJob = (store: ImageStore): PeriodicJob => ({
  name: 'discarded-images-sweep',
  next: every(SWEEP_INTERVAL_MS),
  async run(log) {
    const count = await sweepDiscardedImages(store);
    if (count > 0) log.info({ count }, 'discarded images past their grace period deleted');
  },
});
