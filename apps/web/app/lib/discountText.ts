import type { Currency } from '@constelaciones/contract';
import { formatPrice } from '@constelaciones/contract/format';

/** What a discount code takes off a price, written as taken off: '− $ 500'. */
export const discountText = (amount: number, currency: Currency): string =>
  `− ${formatPrice(amount, currency)}`;
