import type { Db } from '../client';
import { agendaEntries } from '../schema';
import { DEMO_AGENDA_2025 } from './demo-agenda';

/** Writes the spec's 2025 agenda as the owner's entries, marked as demo. */
export async function seedDemoAgenda(tx: Db): Promise<void> {
  await tx.insert(agendaEntries).values(
    DEMO_AGENDA_2025.map(([date, endDate, title, modality, kind]) => ({
      date,
      endDate,
      title,
      modality,
      kind,
      demo: true,
    })),
  );
}
