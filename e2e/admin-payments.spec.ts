import type { PaymentSettings } from '../packages/contract/src/entities';
import { messages } from '../packages/contract/src/messages';
import { personalDataMessages } from '../packages/contract/src/personal-data-messages';
import { expectAccessible } from './support/a11y';
import { expect, expectSuccess, openTab, test } from './admin-support';

const { paymentSettings: settingsMessages } = messages;
const retentionDays = 'Días que se guardan los datos personales';

/*
 * The owner's payment details are shared by every test (the purchase specs e-mail them): this one puts them
 * back as they were.
 */

test('the owner edits her payment details: bad ones are told next to their field and not saved', async ({
  page,
  api,
}) => {
  test.setTimeout(60_000);
  const { settings: original } = await api.get<{ settings: PaymentSettings }>('/admin/payment-settings');
  const alias = `PAGOS.${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

  try {
    await page.goto('/admin');
    await openTab(page, 'Datos de pago');
    await expect(page).toHaveURL('/admin/datos-de-pago');
    await expect(page.getByLabel('Titular de la cuenta')).toHaveValue(original.bankHolder);
    await expect(page.getByLabel('CBU o CVU')).toHaveValue(original.cbu);
    await expect(page.getByLabel('Instrucciones para pagar desde el exterior')).toHaveValue(
      original.abroadInstructions,
    );
    await expect(page.getByLabel('Días de anticipación')).toHaveValue(String(original.earlyPaymentDays));
    await expectAccessible(page);

    // A CUIT whose check digit is wrong, a CBU too short, an alias with spaces, days and cuotas out of range.
    await page.getByLabel('CUIT').fill('20-12345678-0');
    await page.getByLabel('CBU o CVU').fill('0123456789');
    await page.getByLabel('Alias').fill('mi alias');
    await page.getByLabel('Días de anticipación').fill('400');
    await page.getByLabel(retentionDays).fill('0');
    await page.getByLabel(messages.installments.label).fill('13');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByLabel('CUIT')).toHaveAccessibleDescription(
      new RegExp(`^${settingsMessages.cuitInvalid}`),
    );
    await expect(page.getByLabel('CBU o CVU')).toHaveAccessibleDescription(
      new RegExp(`^${settingsMessages.cbuInvalid}`),
    );
    await expect(page.getByLabel('Alias')).toHaveAccessibleDescription(settingsMessages.aliasInvalid);
    await expect(page.getByLabel('Días de anticipación')).toHaveAccessibleDescription(
      new RegExp(`^${settingsMessages.earlyPaymentDaysInvalid}`),
    );
    await expect(page.getByLabel(retentionDays)).toHaveAccessibleDescription(
      new RegExp(`^${personalDataMessages.unpaidDataDaysInvalid}`),
    );
    await expect(page.getByLabel(messages.installments.label)).toHaveAccessibleDescription(
      new RegExp(`^${messages.installments.invalid}`),
    );
    await expectAccessible(page);
    expect((await api.get<{ settings: PaymentSettings }>('/admin/payment-settings')).settings).toEqual(
      original,
    );

    // Valid details are saved: the CUIT without its hyphens, the new alias, days and cuotas.
    await page.getByLabel('CUIT').fill('20-12345678-6');
    await page.getByLabel('CBU o CVU').fill(original.cbu);
    await page.getByLabel('Alias').fill(alias);
    await page.getByLabel('Días de anticipación').fill('10');
    await page.getByLabel(retentionDays).fill('60');
    await page.getByLabel(messages.installments.label).fill('6');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectSuccess(page, settingsMessages.updated);
    expect((await api.get<{ settings: PaymentSettings }>('/admin/payment-settings')).settings).toEqual({
      ...original,
      cuit: '20123456786',
      alias,
      earlyPaymentDays: 10,
      unpaidDataDays: 60,
      maxInstallments: 6,
    });

    await page.reload();
    await expect(page.getByLabel('Alias')).toHaveValue(alias);
  } finally {
    await api.put('/admin/payment-settings', original);
  }
});
