// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  messages,
  paymentCredentialsEndpoints as endpoints,
  paymentCredentialsMessages as words,
  type PaymentCredentialsView,
} from '@constelaciones/contract';
import { answer, callsTo, expectFieldMessage, findPopup, refuse, renderScreen } from '../../../test/support';
import { PaymentCredentials } from './PaymentCredentials';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const MP = words.mercadoPago;
const SITE = 'https://constelaciones.example/api/webhooks';

/** Neither provider has hers: the site runs on the payment simulator. */
const simulated: PaymentCredentialsView = {
  mercadoPago: { source: 'simulator', webhookUrl: `${SITE}/mercadopago`, saved: null },
  payPal: { source: 'simulator', webhookUrl: `${SITE}/paypal`, saved: null },
};

/** Her Mercado Pago credentials, as she pastes them. */
const typed = { accessToken: 'APP_USR-8812345678-ab12cd-4321', webhookSecret: 'f3c9d2e1b0a99876' };

const withHers: PaymentCredentialsView = {
  ...simulated,
  mercadoPago: {
    ...simulated.mercadoPago,
    source: 'owner',
    saved: {
      hints: { accessToken: '4321', webhookSecret: '9876' },
      environment: null,
      savedAt: '2030-03-10T15:00:00.000Z',
    },
  },
};

function showSection(view: PaymentCredentialsView = simulated) {
  const shown = renderScreen(<PaymentCredentials credentials={view} />, { at: '/admin/datos-de-pago' });
  // Hidden too: a popup hides the rest of the page from the accessibility tree while it shows.
  const card = (provider: string) => screen.getByRole('region', { name: provider, hidden: true });
  const field = (provider: string, label: string) => within(card(provider)).getByLabelText(label);
  const button = (provider: string, name: string) =>
    within(card(provider)).getByRole('button', { name, hidden: true });
  const fill = async (provider: string, values: Record<string, string>) => {
    for (const [label, text] of Object.entries(values)) {
      await shown.user.click(field(provider, label));
      await shown.user.paste(text);
    }
  };
  const fillMercadoPago = () =>
    fill(MP, { [words.accessToken]: typed.accessToken, [words.webhookSecret]: typed.webhookSecret });
  return { ...shown, card, field, button, fill, fillMercadoPago };
}

describe('Credenciales de Mercado Pago y PayPal', () => {
  it('says where each provider’s credentials come from, and the address to paste at it', () => {
    const { card, field } = showSection();
    expect(card(MP)).toHaveTextContent(words.sources.simulator(MP));
    expect(card(words.payPal)).toHaveTextContent(words.sources.simulator(words.payPal));
    expect(field(MP, words.webhookUrl)).toHaveValue(`${SITE}/mercadopago`);
    expect(field(MP, words.webhookUrl)).toHaveAttribute('readonly');
    expect(field(MP, words.accessToken)).toHaveAttribute('type', 'password');
    expect(field(MP, words.accessToken)).toHaveAttribute('autocomplete', 'off');
  });

  it('Probar checks the rules, then sends what she typed and shows what the provider said', async () => {
    answer(endpoints.testMercadoPago, { msg: words.mercadoPagoWorks('Consultorio Ríos') });
    const { user, card, field, button, fillMercadoPago } = showSection();
    await user.click(button(MP, words.test));
    await expectFieldMessage(field(MP, words.accessToken), `${words.required} ${words.accessTokenHint}`);
    expect(callsTo(endpoints.testMercadoPago)).toEqual([]);

    await fillMercadoPago();
    await user.click(button(MP, words.test));
    expect(await within(card(MP)).findByRole('status')).toHaveTextContent(
      words.mercadoPagoWorks('Consultorio Ríos'),
    );
    expect(callsTo(endpoints.testMercadoPago)).toEqual([{ body: typed }]);
    expect(callsTo(endpoints.saveMercadoPago)).toEqual([]);
  });

  it('Probar shows the provider’s refusal as an alert, and beside the field it names', async () => {
    refuse(endpoints.testMercadoPago, 400, {
      msg: words.refusedToken(MP),
      errors: { accessToken: words.invalid },
    });
    const { user, card, field, button, fillMercadoPago } = showSection();
    await fillMercadoPago();
    await user.click(button(MP, words.test));
    expect(await within(card(MP)).findByText(words.refusedToken(MP))).toHaveAttribute('role', 'alert');
    await expectFieldMessage(field(MP, words.accessToken), `${words.invalid} ${words.accessTokenHint}`);
    expect(within(card(MP)).getByRole('status')).toHaveTextContent('');
  });

  it('Guardar sends them, then shows only their last characters and keeps nothing she typed', async () => {
    answer(endpoints.saveMercadoPago, { credentials: withHers, msg: words.savedMessage(MP) });
    const { user, card, field, button, fillMercadoPago } = showSection();
    await fillMercadoPago();
    await user.click(button(MP, words.save));
    await findPopup(messages.popup.successTitle, words.savedMessage(MP));
    expect(callsTo(endpoints.saveMercadoPago)).toEqual([{ body: typed }]);
    expect(card(MP)).toHaveTextContent(words.saved(words.accessToken, '…4321'));
    expect(card(MP)).toHaveTextContent(words.saved(words.webhookSecret, '…9876'));
    expect(card(MP)).toHaveTextContent(words.savedAt('10/03/2030'));
    expect(card(MP)).toHaveTextContent(words.sources.owner(MP));
    expect(field(MP, words.accessToken)).toHaveValue('');
    expect(field(MP, words.webhookSecret)).toHaveValue('');
    for (const secret of Object.values(typed)) {
      expect(document.body.innerHTML).not.toContain(secret);
      expect(screen.queryByDisplayValue(secret)).toBeNull();
    }
  });

  it('Guardar shows the server’s refusal and keeps what she typed to correct it', async () => {
    refuse(endpoints.saveMercadoPago, 400, { msg: words.refusedToken(MP) });
    const { user, field, button, fillMercadoPago } = showSection();
    await fillMercadoPago();
    await user.click(button(MP, words.save));
    await findPopup(messages.popup.errorTitle, words.refusedToken(MP));
    expect(field(MP, words.accessToken)).toHaveValue(typed.accessToken);
  });

  it('sends PayPal’s environment with its credentials', async () => {
    answer(endpoints.testPayPal, { msg: words.payPalWorks });
    const { user, field, button, fill } = showSection();
    await fill(words.payPal, {
      [words.clientId]: 'AbCdEf123456789',
      [words.clientSecret]: 'EFGH-secret-0001',
      [words.webhookId]: '5GP028458E2496506',
    });
    expect(field(words.payPal, words.environments.live)).toBeChecked();
    await user.click(field(words.payPal, words.environments.sandbox));
    await user.click(button(words.payPal, words.test));
    await screen.findByText(words.payPalWorks);
    expect(callsTo(endpoints.testPayPal)).toEqual([
      {
        body: {
          clientId: 'AbCdEf123456789',
          clientSecret: 'EFGH-secret-0001',
          webhookId: '5GP028458E2496506',
          environment: 'sandbox',
        },
      },
    ]);
  });

  it('shows PayPal’s saved environment, and keeps it chosen for new credentials', () => {
    const { card, field } = showSection({
      ...simulated,
      payPal: {
        ...simulated.payPal,
        source: 'owner',
        saved: { hints: { clientId: '6789' }, environment: 'sandbox', savedAt: '2030-03-10T15:00:00.000Z' },
      },
    });
    expect(card(words.payPal)).toHaveTextContent(words.saved(words.clientId, '…6789'));
    expect(card(words.payPal)).toHaveTextContent(`${words.environment}: ${words.environments.sandbox}`);
    expect(field(words.payPal, words.environments.sandbox)).toBeChecked();
  });

  it('locks the form while the server’s credentials win, and says why', async () => {
    const { user, card, field, button } = showSection({
      ...withHers,
      mercadoPago: { ...withHers.mercadoPago, source: 'server' },
    });
    expect(card(MP)).toHaveTextContent(words.sources.server(MP));
    expect(field(MP, words.accessToken)).toBeDisabled();
    expect(button(MP, words.save)).toBeDisabled();
    expect(button(MP, words.test)).toBeDisabled();
    await user.click(button(MP, words.save));
    expect(callsTo(endpoints.saveMercadoPago)).toEqual([]);
    // The address stays selectable, and hers can still be taken away.
    expect(field(MP, words.webhookUrl)).toBeEnabled();
    expect(button(MP, words.forget)).toBeEnabled();
  });

  it('Quitar mis credenciales asks first, then shows the provider as the server now has it', async () => {
    answer(endpoints.forgetMercadoPago, { msg: words.forgotten(MP) });
    answer(endpoints.show, simulated);
    const { user, card, button } = showSection(withHers);
    await user.click(button(MP, words.forget));
    const question = await findPopup(words.confirmForget(MP));
    await user.click(within(question).getByRole('button', { name: words.forget }));
    await findPopup(messages.popup.successTitle, words.forgotten(MP));
    expect(callsTo(endpoints.forgetMercadoPago)).toHaveLength(1);
    expect(card(MP)).toHaveTextContent(words.sources.simulator(MP));
    expect(card(MP)).not.toHaveTextContent(words.saved(words.accessToken, '…4321'));
  });
});
