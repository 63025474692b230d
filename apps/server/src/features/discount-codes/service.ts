import { asc, desc, eq } from 'drizzle-orm';
import {
  discountCodeMessages as words,
  type DiscountCode,
  type DiscountCodeEditOutput,
  type DiscountItemChoice,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { activities, courses, discountCodes, modules } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { usesByCode } from './uses';

type CodeRow = typeof discountCodes.$inferSelect;

/** Every item a code may be limited to, by kind and title: the activities on sale, the workshops, the modules. */
async function choosableItems(db: Db): Promise<DiscountItemChoice[]> {
  // One after the other: inside a write's transaction they share its one connection.
  const activityRows = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(eq(activities.archived, false))
    .orderBy(asc(activities.title));
  const courseRows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .orderBy(asc(courses.title));
  const moduleRows = await db
    .select({ id: modules.id, title: modules.title })
    .from(modules)
    .orderBy(asc(modules.typeModule), asc(modules.number));
  return [
    ...activityRows.map((row) => ({ model: 'Activity' as const, ...row })),
    ...courseRows.map((row) => ({ model: 'Course' as const, ...row })),
    ...moduleRows.map((row) => ({ model: 'Module' as const, ...row })),
  ];
}

/** A code as the owner's tab lists it; a chosen item deleted since is left out. */
function toDiscountCode(
  row: CodeRow,
  items: readonly DiscountItemChoice[],
  uses = { used: 0, held: 0 },
): DiscountCode {
  const chosen = row.items.flatMap(
    (item) => items.find((choice) => choice.model === item.model && choice.id === item.id) ?? [],
  );
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountArs: row.amountArs,
    amountUsd: row.amountUsd,
    appliesTo: row.items.length === 0 ? 'all' : 'chosen',
    items: chosen,
    maxUses: row.maxUses,
    oncePerPerson: row.oncePerPerson,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    ...uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The row's values from the form: only the kind's own amounts are kept, and the items only when she chose
 * some; 400 on `items` when one of them does not exist.
 */
function valuesOf(input: DiscountCodeEditOutput, items: readonly DiscountItemChoice[]) {
  const chosen = input.appliesTo === 'chosen' ? input.items : [];
  const exists = (item: { model: string; id: string }) =>
    items.some((choice) => choice.model === item.model && choice.id === item.id);
  if (!chosen.every(exists)) throw badRequest(words.itemsInvalid, { items: words.itemsInvalid });
  const percent = input.kind === 'percent';
  return {
    code: input.code,
    kind: input.kind,
    percent: percent ? input.percent : null,
    amountArs: percent ? null : input.amountArs,
    amountUsd: percent ? null : input.amountUsd,
    items: chosen.map(({ model, id }) => ({ model, id })),
    maxUses: input.maxUses,
    oncePerPerson: input.oncePerPerson,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
  };
}

/** Runs a write that names a code, answering 409 when another code has that name already. */
async function uniquely<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, words.duplicate, { code: words.duplicate });
    throw error;
  }
}

/** The code, locked until the transaction ends; 404 when it is gone. */
async function lockCode(tx: Db, id: string): Promise<CodeRow> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  if (!row) throw notFound(words.gone);
  return row;
}

/** The owner's discount codes: each change one audited write (entity 'discount-code'). */
export function discountCodeService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const { db } = deps.database;
  const write = auditedWrites(deps);

  /** The code as listed, counted. */
  async function listed(tx: Db, row: CodeRow) {
    const counts = await usesByCode(tx, [row.id]);
    return toDiscountCode(row, await choosableItems(tx), counts.get(row.id));
  }

  return {
    async list() {
      const [rows, items] = await Promise.all([
        db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)),
        choosableItems(db),
      ]);
      const counts = await usesByCode(
        db,
        rows.map((row) => row.id),
      );
      return { codes: rows.map((row) => toDiscountCode(row, items, counts.get(row.id))), items };
    },

    create: (actor: Actor, input: DiscountCodeEditOutput) =>
      uniquely(() =>
        write({
          actor,
          entity: 'discount-code',
          async apply(tx) {
            const values = valuesOf(input, await choosableItems(tx));
            const [row] = await tx.insert(discountCodes).values(values).returning();
            const after = await listed(tx, row!);
            return { result: after, change: { action: 'create', entityId: row!.id, after } };
          },
        }),
      ),

    edit: (actor: Actor, id: string, input: DiscountCodeEditOutput) =>
      uniquely(() =>
        write({
          actor,
          entity: 'discount-code',
          async apply(tx) {
            const current = await lockCode(tx, id);
            const values = valuesOf(input, await choosableItems(tx));
            const [row] = await tx
              .update(discountCodes)
              .set(values)
              .where(eq(discountCodes.id, id))
              .returning();
            const before = await listed(tx, current);
            const after = await listed(tx, row!);
            return { result: after, change: { action: 'update', entityId: id, before, after } };
          },
        }),
      ),

    /** The purchases made with it keep its name and their discount (the foreign key sets theirs to null). */
    remove: (actor: Actor, id: string) =>
      write({
        actor,
        entity: 'discount-code',
        async apply(tx) {
          const current = await lockCode(tx, id);
          const before = await listed(tx, current);
          await tx.delete(discountCodes).where(eq(discountCodes.id, id));
          return { result: undefined, change: { action: 'delete', entityId: id, before } };
        },
      }),
  };
}
