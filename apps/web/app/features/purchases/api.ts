import {
  checkoutEndpoints,
  profileEndpoints,
  purchaseEndpoints,
  type PaymentProvider,
  type Purchase,
  type PurchaseCreateInput,
  type PurchaseProfileOutput,
  type PurchaseQuote,
  type User,
  type WayToPay,
} from '@constelaciones/contract';
import { call } from '../../lib/client';
import type { PendingPurchase } from './pendingPurchase';
import type { PurchaseProduct } from './product';
import type { ProviderReturn } from './providerReturn';

/** The 'Inscripción' form's fields, saved to the profile (the terms box is not part of it). */
export const savePurchaseProfile = ({ terms: _terms, ...profile }: PurchaseProfileOutput) =>
  call(profileEndpoints.update, { body: profile });

/**
 * What buying the product costs the logged-in person, less the discount code's when one is given, and the ways
 * to pay it offered, as the server computes it for a purchase; nothing is written.
 */
export async function quoteFor(product: PurchaseProduct, code?: string): Promise<PurchaseQuote> {
  const { quote } = await call(purchaseEndpoints.quote, {
    query: { inscription: product._id, inscriptionModel: product.model, ...(code && { code }) },
  });
  return quote;
}

/**
 * Buys the logged-in person in the product, to pay one way, with her DNI or CUIL when the total asks for it and
 * the discount code she applied: the server fixes amount and currency, and answers the pending purchase already
 * there for the same item and way instead of a second one.
 */
export async function buy(
  product: PurchaseProduct,
  wayToPay: WayToPay,
  { document, code }: Pick<PurchaseCreateInput, 'document' | 'code'>,
): Promise<Purchase> {
  const { purchase } = await call(purchaseEndpoints.create, {
    body: {
      inscription: product._id,
      inscriptionModel: product.model,
      wayToPay,
      ...(document && { document }),
      ...(code && { code }),
    },
  });
  return purchase;
}

/** 'Enviar datos al correo': the server e-mails how to pay by hand, for the total the person was shown. */
export const sendPaymentDetails = (purchase: Purchase) =>
  call(checkoutEndpoints.transfer, {
    body: { idPurchase: purchase._id, type: purchase.inscriptionModel, pricePurchase: purchase.amount },
  });

/** The provider's payment page of a pending purchase to pay there: Mercado Pago's or PayPal's. */
export async function providerPage(provider: PaymentProvider, idPurchase: string): Promise<string> {
  const endpoint = provider === 'mp' ? checkoutEndpoints.mercadoPago : checkoutEndpoints.payPal;
  const { url } = await call(endpoint, { body: { idPurchase } });
  return url;
}

/**
 * Back from the provider: the server checks the payment with it and answers its message; Mercado Pago's answer
 * also brings the user, refreshed (with the modules now paid for).
 */
export function checkPayment(
  back: ProviderReturn,
  pending: PendingPurchase,
): Promise<{ msg: string; user?: User }> {
  const body = { id: back.id, idPurchase: pending.id, type: pending.type };
  return back.provider === 'mp'
    ? call(checkoutEndpoints.mercadoPagoStatus, { body })
    : call(checkoutEndpoints.payPalStatus, { body });
}
