import { asc, eq } from 'drizzle-orm';
import type { Module, ModuleEditOutput } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { modules } from '../../db/schema';

export type ModuleRow = typeof modules.$inferSelect;

/** The paid `link` is included only when the caller may watch the module. */
export function toModule(row: ModuleRow, options: { withLink: boolean }): Module {
  return {
    _id: row.id,
    number: row.number,
    title: row.title,
    typeModule: row.typeModule,
    topics: row.topics,
    date: row.date?.toISOString() ?? null,
    pricePesos: row.pricePesos,
    priceDolar: row.priceDolar,
    link_intro: row.linkIntro,
    ...(options.withLink ? { link: row.link } : {}),
    open: row.open,
    enabled: row.enabled,
    content: { link: row.link !== '' },
    capacity: row.capacity,
    installments: row.installments,
  };
}

/** The modules' queries, on the database or inside a write's transaction. */
export function moduleRepository(db: Db) {
  return {
    async list(): Promise<ModuleRow[]> {
      return db.select().from(modules).orderBy(asc(modules.typeModule), asc(modules.number));
    },
    async find(id: string): Promise<ModuleRow | undefined> {
      const [row] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
      return row;
    },
    /** The module as it is now, locked until the transaction ends, so that its audited `before` holds. */
    async lock(id: string): Promise<ModuleRow | undefined> {
      const [row] = await db.select().from(modules).where(eq(modules.id, id)).for('update');
      return row;
    },
    async update(
      id: string,
      { date, link_intro, notify: _notify, ...values }: ModuleEditOutput,
    ): Promise<ModuleRow> {
      const [row] = await db
        .update(modules)
        .set({ ...values, date: new Date(date), linkIntro: link_intro, demo: false })
        .where(eq(modules.id, id))
        .returning();
      return row!;
    },
  };
}
