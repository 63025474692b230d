import { getTableName, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { DEMO_ENTITY, demoRows, demoStructure, pictureReferences } from '../../db/seed/demo-tables';
import { discardImageVariants } from '../../integrations/images';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import { dropListsOfRemovedItems } from '../waiting-list';
import type { Dependencies } from '../../platform/dependencies';

/** A picture's name as the site stores it, found anywhere in a row's text (a column or a JSON document). */
const PICTURE_NAME = /[a-z0-9-]+\.webp/g;

/** Whether any row is still marked as demo content. */
export async function hasDemoContent(db: Db): Promise<boolean> {
  const marked = [...demoRows, ...demoStructure].map(
    ({ table }) => sql`exists (select 1 from ${table} where demo)`,
  );
  const [row] = (await rowsOf<{ demo: boolean }>(db, sql`select ${sql.join(marked, sql` or `)} as demo`))
    .rows;
  return Boolean(row?.demo);
}

/** Whether a remaining row still names the picture. */
async function stillNamed(db: Db, name: string): Promise<boolean> {
  const texts = sql.join([...pictureReferences], sql` union all `);
  const [row] = (
    await rowsOf<{ named: boolean }>(
      db,
      sql`select exists (select 1 from (${texts}) as refs(text) where position(${name} in refs.text) > 0) as named`,
    )
  ).rows;
  return Boolean(row?.named);
}

/**
 * 'Quitar el contenido de demostración' (docs/decisions/052-site-structure-and-demo.md): deletes every row
 * still marked demo, blanks the demo dates, prices and links of the structure's courses and modules, and lets
 * go of the pictures only those rows named; the owner's own rows and every person's account, purchases and
 * payments stay. One audited write, then every instance's public lists are cleared.
 */
export function demoService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const write = auditedWrites(deps);
  return {
    present: () => hasDemoContent(deps.database.db),

    async remove(actor: Actor): Promise<void> {
      const unnamed = await write({
        actor,
        entity: DEMO_ENTITY,
        async apply(tx) {
          const removed: Record<string, number> = {};
          const pictures = new Set<string>();
          for (const { table, pictures: text } of demoRows) {
            const { rows } = await rowsOf<{ text: string }>(
              tx,
              sql`delete from ${table} where demo returning ${text} as text`,
            );
            removed[getTableName(table)] = rows.length;
            for (const { text: named } of rows)
              for (const name of named.match(PICTURE_NAME) ?? []) pictures.add(name);
          }
          await dropListsOfRemovedItems(tx);
          for (const { table, blank } of demoStructure) {
            const { rows } = await rowsOf(
              tx,
              sql`update ${table} set ${blank}, demo = false where demo returning 1`,
            );
            removed[getTableName(table)] = rows.length;
          }
          const unreferenced: string[] = [];
          for (const name of pictures) if (!(await stillNamed(tx, name))) unreferenced.push(name);
          return {
            result: unreferenced,
            change: {
              action: 'delete',
              entityId: null,
              before: { ...removed, pictures: unreferenced.length },
            },
          };
        },
      });
      // Kept for the grace period like any picture let go: a backup taken before still finds them.
      for (const name of unnamed) await discardImageVariants(deps.images, name);
      deps.catalog.invalidate();
    },
  };
}
