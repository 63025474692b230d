import { z } from 'zod';
import { messages } from '../messages';

/** How often the media player reports its position (spec section 9: the player's progress interval). */
export const PROGRESS_INTERVAL_MS = 1000;

/** A day: no module's recording is longer, so a larger position is a mistake or a forgery. */
export const MAX_MEDIA_SECONDS = 24 * 60 * 60;

const { progressInvalid } = messages.module;
const seconds = z
  .number({ error: progressInvalid })
  .min(0, { error: progressInvalid })
  .max(MAX_MEDIA_SECONDS, { error: progressInvalid });

/**
 * PUT /modules/progress/{id}: where the student is in the module's recording, sent about every second while it
 * plays. `duration` is null while the player does not know it (or for a stream); the position never passes it.
 */
export const progressSaveSchema = z
  .object({
    seconds,
    duration: seconds.positive({ error: progressInvalid }).nullable(),
  })
  .refine(({ seconds, duration }) => duration === null || seconds <= duration, {
    path: ['seconds'],
    error: progressInvalid,
  });
export type ProgressSaveInput = z.input<typeof progressSaveSchema>;
