import { describe, expect, it } from 'vitest';
import type { Purchase } from '@constelaciones/contract';
import { messages } from '@constelaciones/contract/messages';
import { ApiError } from '../../lib/api';
import {
  chargesAsShown,
  checkoutDescription,
  checkoutFailure,
  paymentChoices,
  totalText,
  type PaymentChoice,
} from './checkout';

describe('the checkout', () => {
  it('shows the total after "Total: $", naming the currency', () => {
    expect(totalText(55000, 'ARS')).toBe('Total: $ 55.000 pesos argentinos (ARS)');
    expect(totalText(60, 'USD')).toBe('Total: $ 60 dólares estadounidenses (USD)');
    expect(totalText(1500.5, 'ARS')).toBe('Total: $ 1.500,50 pesos argentinos (ARS)');
  });

  it('shows the description only under 100 characters', () => {
    expect(checkoutDescription('Un encuentro breve para conocer el método.')).toBe(
      'Un encuentro breve para conocer el método.',
    );
    expect(checkoutDescription('x'.repeat(99))).toBe('x'.repeat(99));
    expect(checkoutDescription('x'.repeat(100))).toBeUndefined();
    expect(checkoutDescription('')).toBeUndefined();
    expect(checkoutDescription(undefined)).toBeUndefined();
  });

  it('offers a transfer and Mercado Pago in pesos, PayPal and a manual payment in dollars', () => {
    const all = ['transfer', 'mp', 'pp'] as const;
    const shown = (choices: PaymentChoice[]) =>
      choices.map(({ way, heading, action }) => [way, heading, action]);
    expect(shown(paymentChoices({ currency: 'ARS', waysToPay: [...all] }))).toEqual([
      ['transfer', 'Abonar por transferencia', 'Enviar datos al correo'],
      ['mp', 'Mercado Pago', 'Pagar con Mercado Pago'],
    ]);
    expect(shown(paymentChoices({ currency: 'USD', waysToPay: [...all] }))).toEqual([
      ['pp', 'PayPal', 'Pagar con PayPal'],
      ['transfer', 'Pago manual desde el exterior', 'Enviar datos al correo'],
    ]);
  });

  it('offers only the ways the server offers', () => {
    expect(paymentChoices({ currency: 'ARS', waysToPay: ['mp'] }).map(({ way }) => way)).toEqual(['mp']);
    expect(paymentChoices({ currency: 'USD', waysToPay: ['transfer'] }).map(({ way }) => way)).toEqual([
      'transfer',
    ]);
    expect(paymentChoices({ currency: 'USD', waysToPay: [] })).toEqual([]);
  });

  it('tells whether a purchase charges the total shown, to the cent and in the same currency', () => {
    const purchase = { amount: 5000, currency: 'ARS' } as Purchase;
    expect(chargesAsShown(purchase, { amount: 5000.001, currency: 'ARS' })).toBe(true);
    expect(chargesAsShown(purchase, { amount: 4500, currency: 'ARS' })).toBe(false);
    expect(chargesAsShown(purchase, { amount: 5000, currency: 'USD' })).toBe(false);
  });

  it("tells the server's message, or the spec's when there is none", () => {
    expect(checkoutFailure(new ApiError(409, { msg: messages.purchase.alreadyPaid }))).toBe(
      messages.purchase.alreadyPaid,
    );
    expect(checkoutFailure(new ApiError(503, { msg: messages.checkout.transferUnavailable }))).toBe(
      messages.checkout.transferUnavailable,
    );
    expect(checkoutFailure(new ApiError(0, {}))).toBe(
      'Ups! Ocurrio un error! Contacte con el administrador!',
    );
    expect(checkoutFailure(new Error('boom'))).toBe(messages.checkout.transferFailed);
  });
});
