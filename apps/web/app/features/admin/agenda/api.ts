import {
  agendaEndpoints as endpoints,
  type AgendaEntry,
  type AgendaEntryFormOutput,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

export async function listAgendaEntries(): Promise<AgendaEntry[]> {
  const { entries } = await call(endpoints.list, {});
  return entries;
}

export async function findAgendaEntry(id: string): Promise<AgendaEntry> {
  const { entry } = await call(endpoints.show, { params: { id } });
  return entry;
}

export const createAgendaEntry = (entry: AgendaEntryFormOutput) => call(endpoints.create, { body: entry });

export const editAgendaEntry = (id: string, entry: AgendaEntryFormOutput) =>
  call(endpoints.edit, { params: { id }, body: entry });

export const deleteAgendaEntry = (id: string) => call(endpoints.remove, { params: { id } });
