import { isArgentina } from './countries';
import type { Activity, Course, Currency, ModuleType, Purchase, WayToPay } from './entities';
import { courseStart, isoToArgentineLocal } from './format';
import { messages } from './messages';

/**
 * Whether a workshop course can be bought at `now`: the owner set its next date, still ahead, and a price
 * (the structure's course records have neither until she does).
 */
export function courseOnSale(
  course: Pick<Course, 'day' | 'hour' | 'pricePesos' | 'priceDolar'>,
  now: number,
): boolean {
  if (course.day === null || (course.pricePesos <= 0 && course.priceDolar <= 0)) return false;
  return Date.parse(courseStart(course.day, course.hour)) > now;
}

/** The home page shows at most this many activities. */
export const HOME_GRID_SIZE = 6;

/**
 * The home grid, by the specification's rule: the first 6 activities of the list are taken, then only the
 * important, non-archived ones among them are kept (so the grid may show fewer than 6).
 */
export function homeGrid<T extends Pick<Activity, 'important' | 'archived'>>(activities: readonly T[]): T[] {
  return activities.slice(0, HOME_GRID_SIZE).filter((activity) => activity.important && !activity.archived);
}

export interface CheckoutProduct {
  pricePesos: number;
  priceDolar: number;
}

export interface CheckoutTotal {
  amount: number;
  currency: Currency;
}

/** Residents of Argentina pay the peso price, everyone else the dollar price. */
export function checkoutTotal(product: CheckoutProduct, country: string | null | undefined): CheckoutTotal {
  return isArgentina(country)
    ? { amount: product.pricePesos, currency: 'ARS' }
    : { amount: product.priceDolar, currency: 'USD' };
}

/**
 * Two prices are the same when they agree to the cent (amounts travel as numbers, e.g. 25000 and 25000.00).
 */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** The most cuotas Mercado Pago's Checkout Pro offers, and what the site offers until she says. */
export const MAX_INSTALLMENTS = 12;

/**
 * The most cuotas offered at Mercado Pago for an item: the item's own number when she set one, never more than
 * the site's.
 */
export const installmentsFor = (item: number | null | undefined, site: number): number =>
  Math.max(1, Math.min(item ?? site, site));

/**
 * From this total in pesos, an invoice names the consumidor final by her DNI or CUIL (RG 5700, reworded by
 * RG 5866): the checkout asks for it.
 */
export const IDENTIFIED_BUYER_FROM = 10_000_000;

/**
 * Whether a total asks for the buyer's DNI or CUIL. A dollar total counts at `dollarRate` pesos (the last rate
 * ARCA gave the site); without one known, it is not asked.
 */
export function buyerMustBeIdentified(
  amount: number,
  currency: Currency,
  dollarRate: number | null,
): boolean {
  const pesos = currency === 'ARS' ? amount : dollarRate === null ? 0 : amount * dollarRate;
  return pesos >= IDENTIFIED_BUYER_FROM;
}

/**
 * How many days before a course's date a purchase still gets the early-payment price, unless the owner says.
 */
export const DEFAULT_EARLY_PAYMENT_DAYS = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Argentine calendar day ('YYYY-MM-DD') of an instant. */
export const argentineDay = (at: Date): string => isoToArgentineLocal(at.toISOString()).slice(0, 10);

/** 'YYYY-MM-DD' moved by whole days. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The early-payment rule (docs/decisions/028-enrolments-and-payments.md): a purchase in a course gets
 * `priceAnticipedPesos` when it is created at least `days` days before the course date, counted on the
 * Argentine calendar. With the course on 20/03 and 15 days, purchases made up to 05/03 (inclusive) get it.
 */
export function earlyPaymentApplies(courseDay: string, purchasedAt: Date, days: number): boolean {
  return argentineDay(purchasedAt) <= addDays(courseDay, -days);
}

/**
 * Whether a paid purchase's money goes back through the provider that took it (its payment is known), rather
 * than by the owner's own hand (a transfer, or a payment she confirmed herself).
 */
export const refundsAtProvider = (purchase: Pick<Purchase, 'wayToPay' | 'paidByOperation'>): boolean =>
  purchase.wayToPay !== 'transfer' && purchase.paidByOperation !== null;

/**
 * The days a consumer has to revoke a purchase (Ley 24.240, art. 34; Código Civil y Comercial, art. 1110).
 */
export const WITHDRAWAL_DAYS = 10;

/**
 * The last Argentine calendar day ('YYYY-MM-DD') on which a purchase made at `purchasedAt` may still be
 * revoked: 10 calendar days counted from the next day (Código Civil y Comercial, art. 6: a term in days runs
 * from the midnight that ends the day of its date), moved to the Monday when it ends on a Saturday or a
 * Sunday (art. 1110: a term that ends on a non-working day runs to the next working day). The site knows no
 * public holidays: the owner decides those, since the form takes requests after the term too.
 */
export function withdrawalLastDay(purchasedAt: Date): string {
  const last = addDays(argentineDay(purchasedAt), WITHDRAWAL_DAYS);
  const weekday = new Date(`${last}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(last, 2);
  return weekday === 0 ? addDays(last, 1) : last;
}

/** Whether a purchase made at `purchasedAt` may still be revoked at `at` (withdrawalLastDay). */
export const withinWithdrawalTerm = (purchasedAt: Date, at: Date): boolean =>
  argentineDay(at) <= withdrawalLastDay(purchasedAt);

export interface PurchasedItemPrices extends CheckoutProduct {
  /** Courses only: the early-payment price in pesos; 0 when the owner has none. */
  priceAnticipedPesos?: number;
  /** Courses only: the course date 'YYYY-MM-DD' the early price is counted from. */
  courseDay?: string;
}

export interface PurchaseTotal extends CheckoutTotal {
  /** Whether the early-payment price was charged. */
  early: boolean;
}

/**
 * What a purchase costs, fixed by the server when it is created: checkoutTotal, and for a course bought by a
 * resident of Argentina early enough (earlyPaymentApplies), its early-payment price when it has one (above
 * 0).
 */
export function purchaseTotal(
  item: PurchasedItemPrices,
  country: string | null | undefined,
  { purchasedAt, earlyPaymentDays }: { purchasedAt: Date; earlyPaymentDays: number },
): PurchaseTotal {
  const total = checkoutTotal(item, country);
  const early =
    total.currency === 'ARS' &&
    item.courseDay !== undefined &&
    (item.priceAnticipedPesos ?? 0) > 0 &&
    earlyPaymentApplies(item.courseDay, purchasedAt, earlyPaymentDays);
  return early ? { amount: item.priceAnticipedPesos!, currency: 'ARS', early } : { ...total, early };
}

/**
 * Whether a way to pay takes a currency: Mercado Pago only pesos and PayPal only dollars (it cannot take
 * ARS); a transfer takes both (a bank transfer in Argentina, the owner's manual instructions abroad). Answers
 * the Spanish reason when it does not.
 */
export function wayToPayRefusal(wayToPay: WayToPay, currency: Currency): string | undefined {
  if (wayToPay === 'mp' && currency !== 'ARS') return messages.purchase.mercadoPagoOnlyPesos;
  if (wayToPay === 'pp' && currency !== 'USD') return messages.purchase.payPalOnlyDollars;
  return undefined;
}

/** The admin module list's 'mode' column: 'Online' for live modules, 'Grabado' otherwise. */
export function moduleMode(
  typeModule: ModuleType,
): typeof messages.module.modeLive | typeof messages.module.modeRecorded {
  return typeModule === 'sincronico' ? messages.module.modeLive : messages.module.modeRecorded;
}

/**
 * The two module lists of the training: /NCFA/modulos-en-directo ('Comprar módulos en directo') and
 * /NCFA/modulos-grabados ('Comprar módulos grabados').
 *
 * The specification gives two readings of a module's type. Everywhere it is 'sincronico' (live) or
 * 'asincronico' (recorded); the list pages instead read 'presencial' or 'virtual'. Both name the same two
 * kinds: presencial = sincronico = en directo, and virtual = asincronico = grabados. Modules are stored with
 * the first reading only; the second is accepted here so that either value files a module in the right list.
 */
export type ModuleListKind = 'en-directo' | 'grabados';

export function moduleListKind(typeModule: ModuleType | 'presencial' | 'virtual'): ModuleListKind {
  return typeModule === 'sincronico' || typeModule === 'presencial' ? 'en-directo' : 'grabados';
}
