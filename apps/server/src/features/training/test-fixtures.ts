import { eq } from 'drizzle-orm';
import type { PaymentState } from '@constelaciones/contract';
import { modules, purchases } from '../../db/schema';
import type { Services } from '../../platform/dependencies';

/*
 * What the training's tests share: modules of each type and purchases of them in any payment state, written
 * straight to the database (the purchase tests prove how they get there).
 */

export type ModuleRow = typeof modules.$inferSelect;

/** The demo's module `number` of the given type. */
export async function demoModule(
  services: Services,
  typeModule: 'sincronico' | 'asincronico',
  number = 1,
): Promise<ModuleRow> {
  const rows = await services.database.db.select().from(modules).where(eq(modules.typeModule, typeModule));
  return rows.find((row) => row.number === number)!;
}

/** A purchase of `userId` in the module, in the given state (`pay` follows it, as the CHECK wants). */
export async function purchaseOf(
  services: Services,
  userId: string,
  module: ModuleRow,
  state: PaymentState,
): Promise<string> {
  const [row] = await services.database.db
    .insert(purchases)
    .values({
      userId,
      inscriptionId: module.id,
      inscriptionModel: 'Module',
      inscriptionTitle: module.title,
      typeModule: module.typeModule,
      wayToPay: 'transfer',
      state,
      pay: state === 'paid',
      amount: module.pricePesos,
      currency: 'ARS',
      reference: `INS-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    })
    .returning({ id: purchases.id });
  return row!.id;
}
