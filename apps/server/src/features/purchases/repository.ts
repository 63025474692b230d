import { and, desc, eq } from 'drizzle-orm';
import type { Purchase } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';

export type PurchaseRow = typeof purchases.$inferSelect;

/** An enrolment as the API shows it (the contract's purchaseSchema), with the person and the item it copied. */
export function toPurchase(row: PurchaseRow): Purchase {
  return {
    _id: row.id,
    user_id: {
      _id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      country: row.country,
      dateOfBirth: row.dateOfBirth,
      email: row.email,
      phone: row.phone,
    },
    wayToPay: row.wayToPay,
    pay: row.pay,
    finish: row.finish,
    inscription: {
      _id: row.inscriptionId,
      title: row.inscriptionTitle,
      ...(row.typeModule && { typeModule: row.typeModule }),
    },
    inscriptionModel: row.inscriptionModel,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    deadline: row.deadline?.toISOString() ?? null,
    courseDate: row.courseDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reads of enrolments; every change goes through the service's audited transitions. */
export function purchaseRepository(db: Db) {
  return {
    /** Every enrolment, newest first (purchases_created_idx). */
    async listAll(): Promise<Purchase[]> {
      const rows = await db.select().from(purchases).orderBy(desc(purchases.createdAt), desc(purchases.id));
      return rows.map(toPurchase);
    },

    /** One person's enrolments, newest first (purchases_user_idx). */
    async listByUser(userId: string): Promise<Purchase[]> {
      const rows = await db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt), desc(purchases.id));
      return rows.map(toPurchase);
    },

    /** Whether the person has a paid enrolment of this module: who, besides admins, may see its paid link. */
    async ownsModule(userId: string, moduleId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.inscriptionModel, 'Module'),
            eq(purchases.inscriptionId, moduleId),
            eq(purchases.state, 'paid'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** One enrolment; with `userId`, only when it is that person's. */
    async find(id: string, userId?: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.id, id), userId ? eq(purchases.userId, userId) : undefined))
        .limit(1);
      return row;
    },
  };
}
