import { and, eq, inArray } from 'drizzle-orm';
import {
  buyerMustBeIdentified,
  installmentsFor,
  purchaseTotal,
  messages,
  WAYS_TO_PAY,
  wayToPayRefusal,
  type Currency,
  type PurchaseTotal,
  type PaymentSettings,
  type PurchaseQuoteQuery,
  type WayToPay,
} from '@constelaciones/contract';
import type { PaymentClients } from '../../integrations/payments/clients';
import type { Db } from '../../db/client';
import { purchases, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { Dependencies } from '../../platform/dependencies';
import { lastDollarRate } from '../invoicing';
import { purchasableItem, type PurchasedItem } from './items';
import type { PurchaseRow } from './repository';
import { canPayByHand, readPaymentSettings } from './settings';
import { sameItemAs } from './transitions';

/** The profile fields a purchase copies, and the message each one answers when it is empty. */
const PROFILE_FIELDS = {
  firstName: messages.validation.nameRequired,
  lastName: messages.validation.lastNameRequired,
  country: messages.validation.selectCountry,
  birthday: messages.validation.birthdayRequired,
  phone: messages.validation.phoneRequired,
} as const;

/** The person's fields for a purchase; 400 naming every missing one. */
function profileOf(user: typeof users.$inferSelect) {
  const values = {
    firstName: user.firstName.trim(),
    lastName: user.lastName.trim(),
    country: user.country.trim(),
    birthday: user.dateOfBirth ?? '',
    phone: user.phone.trim(),
  };
  const missing = (Object.keys(PROFILE_FIELDS) as (keyof typeof PROFILE_FIELDS)[]).filter(
    (field) => !values[field],
  );
  if (missing.length > 0) {
    const names = missing.map((field) => messages.purchase.profileFields[field]).join(', ');
    throw badRequest(
      `${messages.purchase.incompleteProfile} ${names}.`,
      Object.fromEntries(missing.map((field) => [field, PROFILE_FIELDS[field]])),
    );
  }
  return { ...values, dateOfBirth: values.birthday, email: user.email };
}

/** Whether the site can take a way to pay now: by hand once the owner's details for the currency are set, at a
 * provider while it is configured (or simulated). */
function takenNow(way: WayToPay, currency: Currency, settings: PaymentSettings, clients: PaymentClients) {
  if (way === 'transfer') return canPayByHand(settings, currency);
  return Boolean(way === 'mp' ? clients.mercadoPago : clients.payPal);
}

/** Who buys what: the person, the item and (for a course) its date, as 'that item' is compared. */
export type PurchaseTarget = Pick<
  PurchaseRow,
  'userId' | 'inscriptionModel' | 'inscriptionId' | 'courseDate'
>;

export interface PurchaseQuote {
  person: ReturnType<typeof profileOf>;
  item: PurchasedItem;
  target: PurchaseTarget;
  total: PurchaseTotal;
  /** The ways that take the total's currency and that the site can take now. */
  waysToPay: WayToPay[];
  /** The most cuotas offered at Mercado Pago for it (installmentsFor). */
  installments: number;
  /** Whether a total asks for the buyer's DNI or CUIL (buyerMustBeIdentified), the dollar one at this rate. */
  identifies: (total: Pick<PurchaseTotal, 'amount' | 'currency'>) => boolean;
}

/**
 * What an item costs a person at `now`, the one place the price rule runs for the quote and for
 * create: the person's fields from the profile (400 naming what is missing), the item if it can be bought
 * (404, or 400 with its reason), the total in pesos or dollars with the early-payment price
 * (docs/decisions/028-enrolments-and-payments.md), the ways to pay it offered, and whether a total asks for
 * the buyer's DNI or CUIL. Reads only.
 */
export async function quotePurchase(
  deps: Pick<Dependencies, 'database' | 'catalog' | 'paymentAccounts'>,
  userId: string,
  input: PurchaseQuoteQuery,
  now: Date,
): Promise<PurchaseQuote> {
  const { db } = deps.database;
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw notFound();
  const person = profileOf(account);
  const item = await purchasableItem(
    db,
    (await deps.catalog.site()).workshops,
    input.inscriptionModel,
    input.inscription,
    now,
  );
  const settings = await readPaymentSettings(db);
  const total = purchaseTotal(item.prices, person.country, {
    purchasedAt: now,
    earlyPaymentDays: settings.earlyPaymentDays,
  });
  const clients = await deps.paymentAccounts.clients();
  const waysToPay = WAYS_TO_PAY.filter(
    (way) => !wayToPayRefusal(way, total.currency) && takenNow(way, total.currency, settings, clients),
  );
  const target = {
    userId,
    inscriptionModel: input.inscriptionModel,
    inscriptionId: input.inscription,
    courseDate: item.courseDate,
  };
  const dollarRate = await lastDollarRate(db);
  const identifies = ({ amount, currency }: Pick<PurchaseTotal, 'amount' | 'currency'>) =>
    buyerMustBeIdentified(amount, currency, dollarRate);
  const installments = installmentsFor(item.installments, settings.maxInstallments);
  return { person, item, target, total, waysToPay, installments, identifies };
}

/**
 * The DNI or CUIL a purchase of that total keeps: the one given, when the total asks for it (400 naming the
 * field when none was); none otherwise, whatever was sent (only what the invoice needs is kept).
 */
export function documentFor(identified: boolean, given: string | null | undefined): string | null {
  if (!identified) return null;
  if (!given) {
    throw badRequest(messages.purchase.documentRequired, { document: messages.purchase.documentRequired });
  }
  return given;
}

/**
 * The person's pending purchases of that item; 409 when one of theirs is paid: the item is theirs already.
 */
export async function pendingPurchasesOf(db: Db, target: PurchaseTarget): Promise<PurchaseRow[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(sameItemAs(target), inArray(purchases.state, ['pending', 'paid'])));
  if (rows.some((row) => row.state === 'paid')) throw new HttpError(409, messages.purchase.alreadyPaid);
  return rows;
}
