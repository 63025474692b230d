import { isArgentina } from './countries';
import type { Activity, ModuleType } from './entities';
import { messages } from './messages';

/** The home page shows at most this many activities. */
export const HOME_GRID_SIZE = 6;

/**
 * The home grid, by the specification's rule: the first 6 activities of the list are taken, then only the
 * important, non-archived ones among them are kept (so the grid may show fewer than 6).
 */
export function homeGrid<T extends Pick<Activity, 'important' | 'archived'>>(activities: readonly T[]): T[] {
  return activities.slice(0, HOME_GRID_SIZE).filter((activity) => activity.important && !activity.archived);
}

export const CURRENCIES = ['ARS', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

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
