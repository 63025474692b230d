import type { Module, ModuleEditOutput } from '@constelaciones/contract';
import { notFound } from '../../lib/errors';
import { auditedWrites, edited, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { capacityEdited } from '../capacity';
import { moduleRepository, toModule, type ModuleRow } from './repository';
import { noticeDateChange, purchasesOf } from '../date-reminders';

/** The owner sees and audits the paid link too. */
const asOwnerSees = (row: ModuleRow) => toModule(row, { withLink: true });

/** The owner's changes to the training's modules, each one audited and shown at once on public pages. */
export function moduleService(
  deps: Pick<Dependencies, 'database' | 'images' | 'catalog' | 'config' | 'mail' | 'jobs' | 'sender'>,
) {
  const write = auditedWrites(deps);

  return {
    /**
     * Date, prices, links and toggles; title and type are not editable. A live module's new date with 'Avisar a
     * los inscriptos' is e-mailed to each enrolled student in the same transaction.
     */
    edit(actor: Actor, id: string, input: ModuleEditOutput): Promise<Module> {
      return write({
        actor,
        entity: 'module',
        invalidates: 'modules',
        async apply(tx) {
          const modules = moduleRepository(tx);
          const current = await modules.lock(id);
          if (!current) throw notFound();
          const after = await modules.update(id, input);
          if (input.notify && current.date && after.date?.getTime() !== current.date.getTime())
            await noticeDateChange(deps, tx, purchasesOf('Module', id), current.date.toISOString());
          const item = { inscriptionModel: 'Module', inscriptionId: id, courseDate: null } as const;
          await capacityEdited(tx, deps.jobs, item, current.capacity, after.capacity);
          return edited(asOwnerSees(current), asOwnerSees(after));
        },
      });
    },
  };
}
