import type { Currency, Purchase, PurchaseQuote, WayToPay } from '@constelaciones/contract';
import { sameAmount } from '@constelaciones/contract/rules';
import { formatAmount } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import { showsTransferDescription } from '@constelaciones/contract/text';
import { ApiError } from '../../lib/api';

const CURRENCY_NAMES: Record<Currency, string> = {
  ARS: 'pesos argentinos (ARS)',
  USD: 'dólares estadounidenses (USD)',
};

/** The checkout's total as the spec words it, 'Total: $' and the amount, then the currency named in full. */
export const totalText = (amount: number, currency: Currency): string =>
  `Total: $ ${formatAmount(amount)} ${CURRENCY_NAMES[currency]}`;

/** The product's description, when the checkout shows it: only under 100 characters (spec section 9). */
export const checkoutDescription = (description: string | undefined): string | undefined =>
  description && showsTransferDescription(description) ? description : undefined;

/** One way to pay offered in the checkout: a provider's page, or the details e-mailed ('transfer'). */
export interface PaymentChoice {
  way: WayToPay;
  heading: string;
  text: string;
  action: string;
}

/**
 * The ways to pay a total in that currency (spec section 9), those the server offers: in pesos, a bank transfer
 * or Mercado Pago; in dollars, PayPal or the owner's instructions to pay by hand from abroad (e.g. Western
 * Union), both e-mailed with 'Enviar datos al correo'.
 */
export function paymentChoices({
  currency,
  waysToPay,
}: Pick<PurchaseQuote, 'currency' | 'waysToPay'>): PaymentChoice[] {
  return choicesIn(currency).filter((choice) => waysToPay.includes(choice.way));
}

function choicesIn(currency: Currency): PaymentChoice[] {
  const send = 'Enviar datos al correo';
  return currency === 'ARS'
    ? [
        {
          way: 'transfer',
          heading: 'Abonar por transferencia',
          text: 'Te enviamos por correo los datos bancarios, el monto, la referencia y el plazo para pagar.',
          action: send,
        },
        {
          way: 'mp',
          heading: 'Mercado Pago',
          text: 'Pagá con tarjeta, dinero en cuenta u otros medios en la página de Mercado Pago.',
          action: 'Pagar con Mercado Pago',
        },
      ]
    : [
        {
          way: 'pp',
          heading: 'PayPal',
          text: 'Pagá en dólares con tu cuenta de PayPal o con tarjeta, en la página de PayPal.',
          action: 'Pagar con PayPal',
        },
        {
          way: 'transfer',
          heading: 'Pago manual desde el exterior',
          text: 'Te enviamos por correo las instrucciones para pagar (por ejemplo, por Western Union), el monto y la referencia.',
          action: send,
        },
      ];
}

/** Whether a purchase charges the total the checkout shows (an older pending one may not: another price). */
export const chargesAsShown = (purchase: Purchase, shown: Pick<PurchaseQuote, 'amount' | 'currency'>) =>
  purchase.currency === shown.currency && sameAmount(purchase.amount, shown.amount);

/**
 * What to tell about a failed checkout call: the server's Spanish message (already paid, an incomplete profile
 * naming what is missing, payment details not set yet...), or the spec's 'Ups! Ocurrio un error! Contacte con
 * el administrador!' when there is none (no answer at all).
 */
export const checkoutFailure = (error: unknown): string =>
  (error instanceof ApiError && error.message) || messages.checkout.transferFailed;

/** The server's message for one field of the checkout's request (the DNI or CUIL), when it named that field. */
export const checkoutFieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.body.errors?.[field] : undefined;
