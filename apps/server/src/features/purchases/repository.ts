import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, max, ne, sql, type SQL } from 'drizzle-orm';
import {
  PURCHASE_TABS,
  type Purchase,
  type PurchaseExportQuery,
  type PurchaseGroup,
  type PurchaseGroupsQuery,
  type PurchaseListQuery,
  type PurchaseTab,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { courses, providerPayments, purchases } from '../../db/schema';
import { matchesSearch } from '../../db/search-fold';
import { PAID_STATUSES } from '../../integrations/payments/statuses';

export type PurchaseRow = typeof purchases.$inferSelect;

/** A purchase as the API shows it (the contract's purchaseSchema), with the person and the item it copied. */
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
      document: row.document,
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
    paidByOperation: row.paidByOperation,
    refundedAmount: row.refundedAmount,
    installments: row.installments,
    paidTotal: row.paidTotal,
    netReceived: row.netReceived,
    discountCode: row.discountCode,
    discount: row.discount,
    createdAt: row.createdAt.toISOString(),
  };
}

const isModule = (type: 'sincronico' | 'asincronico') =>
  and(eq(purchases.inscriptionModel, 'Module'), eq(purchases.typeModule, type));

/** Which purchases each tab of 'Administrar inscriptos' lists (purchases_tab_idx). */
const TAB_FILTERS: Record<PurchaseTab, SQL | undefined> = {
  all: undefined,
  activities: eq(purchases.inscriptionModel, 'Activity'),
  live: isModule('sincronico'),
  liveUnfinished: and(isModule('sincronico'), eq(purchases.finish, false)),
  recorded: isModule('asincronico'),
  recordedUnfinished: and(isModule('asincronico'), eq(purchases.finish, false)),
  workshops: eq(purchases.inscriptionModel, 'Course'),
};

const countWhere = (filter: SQL | undefined) =>
  sql<number>`count(*) filter (where ${filter ?? sql`true`})`.mapWith(Number);

/** Every tab's count in one pass over the search's matches. */
const tabCounts = Object.fromEntries(
  PURCHASE_TABS.map((tab) => [tab, countWhere(TAB_FILTERS[tab])]),
) as Record<PurchaseTab, SQL<number>>;

/**
 * 'Buscar alumno', and with `inscription` only that item's purchases (one list of a grouped tab), with
 * `courseDate` only those of that date of a workshop.
 */
const matchingFilter = (search: string, inscription?: string, courseDate?: string) =>
  and(
    matchesSearch(purchases.searchText, search),
    inscription ? eq(purchases.inscriptionId, inscription) : undefined,
    inscription && courseDate ? eq(purchases.courseDate, courseDate) : undefined,
  );

const newestFirst = [desc(purchases.createdAt), desc(purchases.id)];

/** Reads of purchases; every change goes through the service's audited transitions. */
export function purchaseRepository(db: Db) {
  /** Every tab's count under the filter, in one pass. */
  async function countsOf(matching: SQL | undefined) {
    const [counts] = await db.select(tabCounts).from(purchases).where(matching);
    return counts!;
  }

  /**
   * The purchases as the owner sees them: each paid one with the provider's numbers of its double charges
   * (approved payments of its way to pay besides the one that paid it), read in one query for the page.
   */
  async function withDoubleCharges(rows: PurchaseRow[]): Promise<Purchase[]> {
    const paid = rows.filter((row) => row.state === 'paid' && row.paidByOperation !== null);
    const charges =
      paid.length === 0
        ? []
        : await db
            .select({
              purchaseId: providerPayments.purchaseId,
              operation: providerPayments.providerPaymentId,
            })
            .from(providerPayments)
            .innerJoin(purchases, eq(purchases.id, providerPayments.purchaseId))
            .where(
              and(
                inArray(
                  providerPayments.purchaseId,
                  paid.map((row) => row.id),
                ),
                inArray(providerPayments.status, [...PAID_STATUSES]),
                isNotNull(providerPayments.providerPaymentId),
                ne(providerPayments.providerPaymentId, purchases.paidByOperation),
                sql`${providerPayments.provider}::text = ${purchases.wayToPay}::text`,
              ),
            )
            .orderBy(asc(providerPayments.createdAt));
    return rows.map((row) => {
      const doubleCharges = charges
        .filter((charge) => charge.purchaseId === row.id)
        .map((charge) => charge.operation!);
      return { ...toPurchase(row), ...(doubleCharges.length > 0 && { doubleCharges }) };
    });
  }

  return {
    withDoubleCharges,

    /** One page of a tab's purchases matching the search, newest first, with every tab's count. */
    async list({ tab, search, inscription, courseDate, page, size }: PurchaseListQuery) {
      const matching = matchingFilter(search, inscription, courseDate);
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(purchases)
          .where(and(matching, TAB_FILTERS[tab]))
          .orderBy(...newestFirst)
          .limit(size)
          .offset((page - 1) * size),
        countsOf(matching),
      ]);
      return { purchases: await withDoubleCharges(rows), total: counts[tab], counts };
    },

    /**
     * A grouped tab's lists: one per item bought, with its count, the most recently bought first
     * (purchases_tab_idx finds the tab's rows). An item's title is the one its newest purchase copied.
     * 'Talleres' has one list per course and date bought, the latest date first, each saying whether its date
     * is the course's current one (a left join on the course: a deleted course's dates are past ones).
     */
    async groups({ tab, search }: PurchaseGroupsQuery) {
      const matching = matchesSearch(purchases.searchText, search);
      const latest = max(purchases.createdAt);
      const byDate = tab === 'workshops';
      const query = db
        .select({
          id: purchases.inscriptionId,
          model: purchases.inscriptionModel,
          typeModule: purchases.typeModule,
          courseDate: byDate ? purchases.courseDate : sql<string | null>`null`,
          current: byDate
            ? sql<boolean>`bool_or(${courses.day} = ${purchases.courseDate})`
            : sql<boolean>`false`,
          title: sql<string>`(array_agg(${purchases.inscriptionTitle} order by ${purchases.createdAt} desc))[1]`,
          count: count(),
        })
        .from(purchases)
        .$dynamic();
      if (byDate) query.leftJoin(courses, eq(courses.id, purchases.inscriptionId));
      const [rows, counts] = await Promise.all([
        query
          .where(and(matching, TAB_FILTERS[tab]))
          .groupBy(
            purchases.inscriptionId,
            purchases.inscriptionModel,
            purchases.typeModule,
            ...(byDate ? [purchases.courseDate] : []),
          )
          .orderBy(
            ...(byDate ? [sql`${purchases.courseDate} desc nulls last`] : []),
            desc(latest),
            purchases.inscriptionId,
          ),
        countsOf(matching),
      ]);
      const groups = rows.map((row): PurchaseGroup => ({
        inscription: { _id: row.id, title: row.title, ...(row.typeModule && { typeModule: row.typeModule }) },
        inscriptionModel: row.model,
        count: row.count,
        ...(byDate && { courseDate: row.courseDate, current: row.current === true }),
      }));
      return { groups, counts };
    },

    /** Every purchase of a tab (or one item's) matching the search, newest first: the CSV file's rows. */
    exportRows({ tab, search, inscription, courseDate }: PurchaseExportQuery): Promise<PurchaseRow[]> {
      return db
        .select()
        .from(purchases)
        .where(and(matchingFilter(search, inscription, courseDate), TAB_FILTERS[tab]))
        .orderBy(...newestFirst);
    },

    /** One person's purchases, newest first (purchases_user_idx). */
    async listByUser(userId: string): Promise<Purchase[]> {
      const rows = await db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt), desc(purchases.id));
      return rows.map(toPurchase);
    },

    /** Whether the person has a paid purchase of this module: who, besides admins, may see its paid link. */
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

    /** One purchase; with `userId`, only when it is that person's. */
    async find(id: string, userId?: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.id, id), userId ? eq(purchases.userId, userId) : undefined))
        .limit(1);
      return row;
    },

    /** The transfers waiting for the owner's 'Confirmar pago' (purchases_transfer_to_confirm_idx). */
    async countTransfersToConfirm(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(purchases)
        .where(and(eq(purchases.state, 'pending'), eq(purchases.wayToPay, 'transfer')));
      return row!.n;
    },

    /** The purchases made after `after` and by `until`, in any state, as 'Todas las compras' lists them. */
    async countMadeBetween(after: Date, until: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(purchases)
        .where(and(gt(purchases.createdAt, after), lte(purchases.createdAt, until)));
      return row!.n;
    },
  };
}
