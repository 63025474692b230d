import { eq } from 'drizzle-orm';
import { DEFAULT_TRAINING_SETTINGS, type TrainingSettings } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { trainingSettings } from '../../db/schema';

/** The training's attendance settings (the table's one row); before the owner saves any, the spec's 7 + 7 and 3. */
export async function readTrainingSettings(db: Db): Promise<TrainingSettings> {
  const [row] = await db.select().from(trainingSettings).where(eq(trainingSettings.id, 1)).limit(1);
  return row
    ? { dayHours: row.dayHours, allowedMissedHours: row.allowedMissedHours }
    : { ...DEFAULT_TRAINING_SETTINGS, dayHours: [...DEFAULT_TRAINING_SETTINGS.dayHours] };
}
