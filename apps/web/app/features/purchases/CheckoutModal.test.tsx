// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  checkoutEndpoints,
  discountCodeMessages as codeWords,
  messages,
  purchaseEndpoints,
  type PurchaseQuote,
} from '@constelaciones/contract';
import {
  answer,
  aPurchase,
  aUser,
  callsTo,
  expectFieldMessage,
  findPopup,
  ITEM_ID,
  refuse,
  renderScreen,
} from '../../test/support';
import { CheckoutModal } from './CheckoutModal';
import { PENDING_PURCHASE_KEY } from './pendingPurchase';
import type { PurchaseProduct } from './product';

vi.mock('../../lib/client', () => import('../../test/support'));

const talk: PurchaseProduct = { _id: ITEM_ID, model: 'Activity', title: 'Charla abierta' };
const inPesos: PurchaseQuote = {
  title: 'Charla abierta',
  description: 'Una charla abierta sobre constelaciones.',
  amount: 5000,
  currency: 'ARS',
  early: false,
  waysToPay: ['transfer', 'mp'],
  identify: false,
  installments: 1,
  discount: null,
};
/** `inPesos` with the code BIENVENIDA: $ 750 off. */
const withCode: PurchaseQuote = { ...inPesos, amount: 4250, discount: { code: 'BIENVENIDA', amount: 750 } };
const inDollars: PurchaseQuote = { ...inPesos, amount: 40, currency: 'USD', waysToPay: ['pp', 'transfer'] };

async function showCheckout(quote: PurchaseQuote) {
  answer(purchaseEndpoints.quote, { quote });
  const onHide = vi.fn();
  const shown = renderScreen(<CheckoutModal show product={talk} onHide={onHide} />, { session: aUser() });
  const checkout = screen.getByRole('dialog', { name: quote.title });
  await within(checkout).findByText(/^Total:/);
  const heading = (name: string) => within(checkout).queryByRole('heading', { name });
  return { ...shown, onHide, checkout, heading };
}

/** Types a discount code in the checkout and presses 'Aplicar'. */
async function applyCode({ user, checkout }: Awaited<ReturnType<typeof showCheckout>>, code: string) {
  const field = within(checkout).getByLabelText(codeWords.field);
  await user.type(field, code);
  await user.click(within(checkout).getByRole('button', { name: codeWords.apply }));
  return field;
}

/** What the checkout's price lines give a term ('Precio', 'Descuento (CODE)'), or null when it shows none. */
const priceLine = (checkout: HTMLElement, term: string) =>
  within(checkout)
    .queryAllByRole('term')
    .find((node) => node.textContent === term)?.nextElementSibling?.textContent ?? null;

describe('CheckoutModal', () => {
  it('in pesos offers a bank transfer and Mercado Pago, with the total and the short description', async () => {
    const { checkout, heading } = await showCheckout(inPesos);
    expect(within(checkout).getByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
    expect(within(checkout).getByText(inPesos.description)).toBeVisible();
    expect(heading('Abonar por transferencia')).toBeVisible();
    expect(heading('Mercado Pago')).toBeVisible();
    expect(within(checkout).getByRole('button', { name: 'Enviar datos al correo' })).toBeEnabled();
    expect(within(checkout).getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeEnabled();
    expect(heading('PayPal')).toBeNull();
  });

  it('in dollars offers PayPal and the manual payment from abroad, never a description of 100 characters', async () => {
    const { checkout, heading } = await showCheckout({ ...inDollars, description: 'x'.repeat(100) });
    expect(within(checkout).getByText('Total: $ 40 dólares estadounidenses (USD)')).toBeVisible();
    expect(heading('PayPal')).toBeVisible();
    expect(heading('Pago manual desde el exterior')).toBeVisible();
    expect(heading('Mercado Pago')).toBeNull();
    expect(heading('Abonar por transferencia')).toBeNull();
    expect(within(checkout).queryByText('x'.repeat(100))).toBeNull();
  });

  it('Enviar datos al correo buys to pay by transfer, e-mails the details and closes with the server’s message', async () => {
    answer(purchaseEndpoints.create, ({ body }) => ({ purchase: aPurchase({ wayToPay: body.wayToPay }) }));
    answer(checkoutEndpoints.transfer, { ok: true, msg: messages.checkout.transferSent });
    const { user, checkout, onHide } = await showCheckout(inPesos);
    await user.click(within(checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    await findPopup(messages.popup.successTitle, messages.checkout.transferSent);
    expect(onHide).toHaveBeenCalled();
    expect(callsTo(purchaseEndpoints.create)).toEqual([
      { body: { inscription: ITEM_ID, inscriptionModel: 'Activity', wayToPay: 'transfer' } },
    ]);
    const { _id, amount } = aPurchase();
    expect(callsTo(checkoutEndpoints.transfer)).toEqual([
      { body: { idPurchase: _id, type: 'Activity', pricePurchase: amount } },
    ]);
  });

  it('a transfer the server refuses (ok false) shows its message as an error, in the popup and the modal', async () => {
    answer(purchaseEndpoints.create, { purchase: aPurchase() });
    answer(checkoutEndpoints.transfer, { ok: false, msg: messages.checkout.transferUnavailable });
    const { user, checkout, onHide } = await showCheckout(inPesos);
    await user.click(within(checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    await findPopup(messages.popup.errorTitle, messages.checkout.transferUnavailable);
    expect(within(checkout).getByText(messages.checkout.transferUnavailable)).toHaveClass('alert-danger');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('with no answer at all it says the spec’s Ups! Ocurrio un error!', async () => {
    refuse(purchaseEndpoints.create, 0, {});
    const { user, checkout } = await showCheckout(inPesos);
    await user.click(within(checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    await findPopup(messages.popup.errorTitle, messages.checkout.transferFailed);
  });

  it('Mercado Pago buys to pay there and stores the pending purchase before leaving for its page', async () => {
    answer(purchaseEndpoints.create, ({ body }) => ({ purchase: aPurchase({ wayToPay: body.wayToPay }) }));
    answer(checkoutEndpoints.mercadoPago, { url: 'https://pagos.example/checkout/123' });
    const { user, checkout } = await showCheckout(inPesos);
    await user.click(within(checkout).getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(PENDING_PURCHASE_KEY) ?? 'null')).toEqual({
        id: aPurchase()._id,
        type: 'Activity',
      }),
    );
    expect(callsTo(checkoutEndpoints.mercadoPago)).toEqual([{ body: { idPurchase: aPurchase()._id } }]);
    // Both ways stay disabled while the browser leaves.
    expect(within(checkout).getByRole('button', { name: 'Enviar datos al correo' })).toBeDisabled();
  });

  it('an older pending purchase at another total is shown first, and nothing is sent', async () => {
    answer(purchaseEndpoints.create, { purchase: aPurchase({ amount: 40, currency: 'USD' }) });
    const { user, checkout } = await showCheckout(inPesos);
    await user.click(within(checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    expect(await within(checkout).findByRole('alert')).toHaveTextContent(messages.checkout.totalChanged);
    expect(within(checkout).getByText('Total: $ 40 dólares estadounidenses (USD)')).toBeVisible();
    expect(callsTo(checkoutEndpoints.transfer)).toEqual([]);
  });

  it('a quote the server refuses shows its message and no way to pay', async () => {
    refuse(purchaseEndpoints.quote, 409, { msg: messages.purchase.alreadyPaid });
    renderScreen(<CheckoutModal show product={talk} onHide={() => {}} />, { session: aUser() });
    const checkout = screen.getByRole('dialog', { name: talk.title });
    expect(await within(checkout).findByRole('alert')).toHaveTextContent(messages.purchase.alreadyPaid);
    expect(within(checkout).queryByRole('button', { name: 'Enviar datos al correo' })).toBeNull();
  });

  it('without any way to pay set up it says the details are not available yet', async () => {
    const { checkout } = await showCheckout({ ...inPesos, waysToPay: [] });
    expect(within(checkout).getByRole('alert')).toHaveTextContent(messages.checkout.transferUnavailable);
  });

  it('from $ 10.000.000 asks for her DNI or CUIL before buying, and sends its digits', async () => {
    answer(purchaseEndpoints.create, { purchase: aPurchase({ amount: 12_000_000 }) });
    answer(checkoutEndpoints.transfer, { ok: true, msg: messages.checkout.transferSent });
    const { user, checkout } = await showCheckout({ ...inPesos, amount: 12_000_000, identify: true });
    expect(within(checkout).getByText(messages.purchase.documentHelp)).toBeVisible();
    const send = within(checkout).getByRole('button', { name: 'Enviar datos al correo' });
    await user.click(send);
    const field = within(checkout).getByLabelText(messages.purchase.document);
    expect(field).toHaveAccessibleDescription(messages.purchase.documentRequired);
    await user.type(field, '12.345');
    await user.click(send);
    expect(field).toHaveAccessibleDescription(messages.purchase.documentInvalid);
    expect(callsTo(purchaseEndpoints.create)).toEqual([]);

    await user.clear(field);
    await user.type(field, '12.345.678');
    await user.click(send);
    await findPopup(messages.popup.successTitle, messages.checkout.transferSent);
    expect(callsTo(purchaseEndpoints.create)).toEqual([
      {
        body: {
          inscription: ITEM_ID,
          inscriptionModel: 'Activity',
          wayToPay: 'transfer',
          document: '12345678',
        },
      },
    ]);
  });

  it('shows under the field what the server says of the DNI or CUIL', async () => {
    refuse(purchaseEndpoints.create, 400, {
      msg: messages.purchase.documentRequired,
      errors: { document: messages.purchase.documentRequired },
    });
    const { user, checkout } = await showCheckout({ ...inPesos, amount: 12_000_000, identify: true });
    const field = within(checkout).getByLabelText(messages.purchase.document);
    await user.type(field, '20-12345678-6');
    await user.click(within(checkout).getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await findPopup(messages.popup.errorTitle, messages.purchase.documentRequired);
    expect(field).toHaveAccessibleDescription(messages.purchase.documentRequired);
  });

  it('below $ 10.000.000 asks for no document', async () => {
    const { checkout } = await showCheckout(inPesos);
    expect(within(checkout).queryByLabelText(messages.purchase.document)).toBeNull();
  });

  it('says how many cuotas Mercado Pago offers, when more than one', async () => {
    const { checkout } = await showCheckout({ ...inPesos, installments: 6 });
    const mercadoPago = within(checkout).getByRole('region', { name: 'Mercado Pago' });
    expect(within(mercadoPago).getByText('Hasta 6 cuotas con Mercado Pago')).toBeVisible();
    expect(within(checkout).getByRole('region', { name: 'Abonar por transferencia' })).not.toHaveTextContent(
      'cuotas',
    );
  });

  it('says nothing of cuotas for a single payment', async () => {
    const { checkout } = await showCheckout(inPesos);
    expect(within(checkout).queryByText(/cuotas/)).toBeNull();
  });

  it('a discount code applied quotes again with it: the price, the discount and the new total, then buys with it', async () => {
    const shown = await showCheckout(inPesos);
    const { user, checkout } = shown;
    expect(priceLine(checkout, codeWords.listPrice)).toBeNull();
    answer(purchaseEndpoints.quote, ({ query }) => ({ quote: query?.code ? withCode : inPesos }));
    await applyCode(shown, ' bienvenida ');
    expect(await within(checkout).findByText('Total: $ 4.250 pesos argentinos (ARS)')).toBeVisible();
    expect(callsTo(purchaseEndpoints.quote).at(-1)).toEqual({
      query: { inscription: ITEM_ID, inscriptionModel: 'Activity', code: 'BIENVENIDA' },
    });
    expect(priceLine(checkout, codeWords.listPrice)).toBe('$ 5.000');
    expect(priceLine(checkout, 'Descuento (BIENVENIDA)')).toBe('− $ 750');
    expect(within(checkout).getByRole('status')).toHaveTextContent(codeWords.applied('BIENVENIDA'));

    answer(purchaseEndpoints.create, {
      purchase: aPurchase({ amount: 4250, discountCode: 'BIENVENIDA', discount: 750 }),
    });
    answer(checkoutEndpoints.transfer, { ok: true, msg: messages.checkout.transferSent });
    await user.click(within(checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    await findPopup(messages.popup.successTitle, messages.checkout.transferSent);
    expect(callsTo(purchaseEndpoints.create)).toEqual([
      {
        body: {
          inscription: ITEM_ID,
          inscriptionModel: 'Activity',
          wayToPay: 'transfer',
          code: 'BIENVENIDA',
        },
      },
    ]);
  });

  it('Quitar código quotes again without it, and buys at the full price', async () => {
    const shown = await showCheckout(inPesos);
    const { user, checkout } = shown;
    answer(purchaseEndpoints.quote, ({ query }) => ({ quote: query?.code ? withCode : inPesos }));
    await applyCode(shown, 'BIENVENIDA');
    await user.click(await within(checkout).findByRole('button', { name: codeWords.remove }));
    expect(await within(checkout).findByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
    expect(callsTo(purchaseEndpoints.quote).at(-1)).toEqual({
      query: { inscription: ITEM_ID, inscriptionModel: 'Activity' },
    });
    expect(priceLine(checkout, codeWords.listPrice)).toBeNull();
    expect(within(checkout).getByLabelText(codeWords.field)).toHaveValue('');

    answer(purchaseEndpoints.create, { purchase: aPurchase() });
    answer(checkoutEndpoints.transfer, { ok: true, msg: messages.checkout.transferSent });
    await user.click(within(checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    await findPopup(messages.popup.successTitle, messages.checkout.transferSent);
    expect(callsTo(purchaseEndpoints.create)[0]?.body).not.toHaveProperty('code');
  });

  it('a code the server refuses shows its message beside the field, and the total stays', async () => {
    const shown = await showCheckout(inPesos);
    refuse(purchaseEndpoints.quote, 400, { msg: codeWords.expired, errors: { code: codeWords.expired } });
    const field = await applyCode(shown, 'INVIERNO');
    await expectFieldMessage(field, codeWords.expired);
    expect(within(shown.checkout).getByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
    expect(priceLine(shown.checkout, codeWords.listPrice)).toBeNull();
  });

  it('a code that cannot be one is told beside the field without asking the server', async () => {
    const shown = await showCheckout(inPesos);
    const field = await applyCode(shown, 'no vale');
    await expectFieldMessage(field, codeWords.invalid);
    expect(callsTo(purchaseEndpoints.quote)).toHaveLength(1);
  });

  it('an older pending purchase without the code applied is shown as it is, price and all', async () => {
    const shown = await showCheckout(inPesos);
    answer(purchaseEndpoints.quote, { quote: withCode });
    await applyCode(shown, 'BIENVENIDA');
    await within(shown.checkout).findByText('Total: $ 4.250 pesos argentinos (ARS)');
    answer(purchaseEndpoints.create, { purchase: aPurchase() });
    await shown.user.click(within(shown.checkout).getByRole('button', { name: 'Enviar datos al correo' }));
    expect(await within(shown.checkout).findByRole('alert')).toHaveTextContent(
      messages.checkout.totalChanged,
    );
    expect(within(shown.checkout).getByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
    expect(priceLine(shown.checkout, codeWords.listPrice)).toBeNull();
    expect(callsTo(checkoutEndpoints.transfer)).toEqual([]);
  });
});
