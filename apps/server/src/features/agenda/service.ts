import { eq } from 'drizzle-orm';
import type { AgendaEntry, AgendaEntryFormOutput } from '@constelaciones/contract';
import { agendaEntries } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditedWrites, created, deleted, edited, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { toAgendaEntry } from './repository';

/** The owner's agenda entries: each change audited and shown at once on /agenda, on every instance. */
export function agendaService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const write = auditedWrites(deps);
  const entity = 'agenda-entry';
  const invalidates = 'agenda';

  return {
    create(actor: Actor, input: AgendaEntryFormOutput): Promise<AgendaEntry> {
      return write({
        actor,
        entity,
        invalidates,
        async apply(tx) {
          const [row] = await tx.insert(agendaEntries).values(input).returning();
          return created(toAgendaEntry(row!));
        },
      });
    },

    /** An edited entry is the owner's own, even if the demo loaded it. */
    edit(actor: Actor, id: string, input: AgendaEntryFormOutput): Promise<AgendaEntry> {
      return write({
        actor,
        entity,
        invalidates,
        async apply(tx) {
          const [current] = await tx
            .select()
            .from(agendaEntries)
            .where(eq(agendaEntries.id, id))
            .for('update');
          if (!current) throw notFound();
          const [row] = await tx
            .update(agendaEntries)
            .set({ ...input, demo: false })
            .where(eq(agendaEntries.id, id))
            .returning();
          return edited(toAgendaEntry(current), toAgendaEntry(row!));
        },
      });
    },

    remove(actor: Actor, id: string): Promise<void> {
      return write({
        actor,
        entity,
        invalidates,
        async apply(tx) {
          const [removed] = await tx.delete(agendaEntries).where(eq(agendaEntries.id, id)).returning();
          if (!removed) throw notFound();
          return deleted(toAgendaEntry(removed));
        },
      });
    },
  };
}
