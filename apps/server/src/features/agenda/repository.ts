import { asc, eq } from 'drizzle-orm';
import type { AgendaEntry } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { agendaEntries } from '../../db/schema';

export type AgendaEntryRow = typeof agendaEntries.$inferSelect;

export const toAgendaEntry = (row: AgendaEntryRow): AgendaEntry => ({
  _id: row.id,
  date: row.date,
  endDate: row.endDate,
  title: row.title,
  modality: row.modality,
  kind: row.kind,
});

export function agendaEntryRepository(db: Db) {
  return {
    /** Every entry, by date: the admin's list, and the agenda's own lines. */
    async list(): Promise<AgendaEntry[]> {
      const rows = await db
        .select()
        .from(agendaEntries)
        .orderBy(asc(agendaEntries.date), asc(agendaEntries.title));
      return rows.map(toAgendaEntry);
    },
    async find(id: string): Promise<AgendaEntry | undefined> {
      const [row] = await db.select().from(agendaEntries).where(eq(agendaEntries.id, id)).limit(1);
      return row && toAgendaEntry(row);
    },
  };
}
