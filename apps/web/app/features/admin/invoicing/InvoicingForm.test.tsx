// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  invoicingEndpoints,
  invoicingMessages as texts,
  messages,
  type InvoicingSettings,
} from '@constelaciones/contract';
import {
  answer,
  callsTo,
  expectFieldMessage,
  findPopup,
  held,
  refuse,
  renderScreen,
} from '../../../test/support';
import { InvoicingForm } from './InvoicingForm';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBsitio\n-----END CERTIFICATE-----';

const unsaved: InvoicingSettings = {
  configured: false,
  active: false,
  cuit: '',
  pointOfSale: null,
  name: '',
  address: '',
  grossIncome: '',
  activityStart: null,
  environment: 'homologacion',
  dollars: 'skip',
  certificate: null,
};

/** What the first test types in, as the form sends it and the server keeps it. */
const typed = {
  cuit: '20123456786',
  pointOfSale: 3,
  name: 'Mariana Ríos',
  address: 'Av. Colón 1234, Córdoba',
  grossIncome: 'No contribuyente',
  activityStart: '2020-03-01',
};

const saved: InvoicingSettings = {
  ...unsaved,
  ...typed,
  configured: true,
  active: true,
  certificate: { alias: 'sitio', cuit: '20123456786', notAfter: '2027-05-01', issuer: 'AC ARCA' },
};

function showForm(settings: InvoicingSettings) {
  const shown = renderScreen(<InvoicingForm settings={settings} />, { at: '/admin/facturacion' });
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (label: string, text: string) => {
    await shown.user.click(field(label));
    await shown.user.paste(text);
  };
  return { ...shown, field, fill, save: screen.getByRole('button', { name: texts.save }) };
}

describe('Facturación', () => {
  it('sends every field and the chosen certificate’s text, keeps the saved key, and says so', async () => {
    answer(invoicingEndpoints.saveSettings, { settings: saved, msg: texts.saved });
    const form = showForm(unsaved);
    await form.user.click(form.field(texts.active));
    await form.fill(texts.cuit, '20-12345678-6');
    await form.fill(texts.pointOfSale, '3');
    await form.fill(texts.name, 'Mariana Ríos');
    await form.fill(texts.address, 'Av. Colón 1234, Córdoba');
    await form.fill(texts.grossIncome, 'No contribuyente');
    fireEvent.change(form.field(texts.activityStart), { target: { value: '2020-03-01' } });
    await form.user.click(form.field(texts.environments.produccion));
    await form.user.click(form.field(texts.dollarOptions.invoice));
    await form.user.upload(form.field(texts.certificate), new File([PEM], 'sitio.crt'));
    await form.user.click(form.save);
    await findPopup(messages.popup.successTitle, texts.saved);
    expect(callsTo(invoicingEndpoints.saveSettings)[0]?.body).toEqual({
      ...typed,
      active: true,
      environment: 'produccion',
      dollars: 'invoice',
      certificate: PEM,
      privateKey: '',
    });
    // What the saved certificate says of itself, once saved.
    expect(
      await screen.findByText(texts.certificateFacts('sitio', '20123456786', '01/05/2027'), { exact: false }),
    ).toBeVisible();
  });

  it('shows the server’s refusal under its fields, and its message', async () => {
    refuse(invoicingEndpoints.saveSettings, 400, {
      msg: texts.keyMismatch,
      errors: { cuit: texts.certificateOtherCuit('27111111113'), privateKey: texts.keyMismatch },
    });
    const form = showForm(saved);
    expect(screen.getByText(texts.keyKept, { exact: false })).toBeVisible();
    await form.user.upload(
      form.field(texts.privateKey),
      new File(['-----BEGIN RSA PRIVATE KEY-----'], 'a.key'),
    );
    await form.user.click(form.save);
    await findPopup(messages.popup.errorTitle, texts.keyMismatch);
    await expectFieldMessage(form.field(texts.cuit), texts.certificateOtherCuit('27111111113'));
    await expectFieldMessage(form.field(texts.privateKey), texts.keyMismatch);
  });

  it('tests the connection, busy while it runs, and tells what ARCA answered', async () => {
    const answered = held<{ pointsOfSale: number[]; msg: string }>();
    answer(invoicingEndpoints.test, () => answered.promise);
    const { user } = showForm(saved);
    await user.click(screen.getByRole('button', { name: texts.test }));
    expect(screen.getByRole('button', { name: texts.testing })).toBeDisabled();
    answered.release({ pointsOfSale: [3], msg: texts.testPassed('3') });
    expect(await screen.findByText(texts.testPassed('3'))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(texts.testPassed('3'));

    refuse(invoicingEndpoints.test, 400, { msg: texts.arca.untrusted });
    await user.click(screen.getByRole('button', { name: texts.test }));
    expect(await screen.findByText(texts.arca.untrusted)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(texts.arca.untrusted);
  });
});
