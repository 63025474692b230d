import type { Activity } from '../packages/contract/src/entities';
import { dateReminderMessages as texts } from '../packages/contract/src/date-reminders';
import { formatModuleDate, isoToArgentineLocal } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { expect, expectSuccess, test, uniqueTitle } from './admin-support';
import { registerThroughApi, smallPng } from './support/account-flows';
import { bearer, buyActivityThroughApi, confirmTransfer, tokenOf } from './support/purchase-flows';
import { waitForMail } from './support/mail';

/*
 * 'Avisar a los inscriptos': the owner moves the date of an activity a student paid for, checks the
 * notice offered once the date differs, saves, and the student's e-mail with the old and the new date
 * arrives.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

test('the owner moves an activity with a paid student and the notice with the new date arrives', async ({
  page,
  request,
  adminToken,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Constelaciones de otoño');
  const day = new Date(Date.now() + 20 * DAY_MS);
  day.setUTCHours(22, 0, 0, 0);
  const created = await request.post('/api/activities/create', {
    headers: bearer(adminToken),
    multipart: {
      title,
      day: isoToArgentineLocal(day.toISOString()),
      description: 'Una tarde de constelaciones en grupo.',
      pricePesos: '12000',
      priceDolar: '20',
      modality: 'Presencial',
      city: 'Rosario',
      important: 'false',
      img: { name: 'actividad.png', mimeType: 'image/png', buffer: smallPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const activity = ((await created.json()) as { activity: Activity }).activity;

  // A student pays by transfer and the owner confirms it.
  const account = await registerThroughApi(request, 'fch');
  const token = await tokenOf(request, account.email, account.password);
  const profile = {
    firstName: 'Rocío',
    lastName: 'Paz',
    birthday: '1988-02-11',
    phone: '1145678901',
    country: 'Argentina',
  };
  const purchase = await buyActivityThroughApi(request, token, profile, title, 'transfer');
  await confirmTransfer(request, adminToken, purchase._id);

  // The notice is offered once the date differs from the saved one.
  await page.goto(`/admin/editar-actividad/${activity._id}`);
  const date = page.getByLabel('Fecha y hora (hora Argentina)');
  await expect(date).toHaveValue(isoToArgentineLocal(day.toISOString()));
  const notify = page.getByRole('switch', { name: texts.notifyLabel });
  await expect(notify).toHaveCount(0);
  const moved = new Date(day.getTime() + 7 * DAY_MS).toISOString();
  await date.fill(isoToArgentineLocal(moved));
  await expect(notify).toBeVisible();
  await expect(notify).toHaveAccessibleDescription(texts.notifyHint(1));
  await notify.check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectSuccess(page, messages.activity.updated);

  const mail = await waitForMail(account.email, texts.changeSubject(title));
  expect(mail.text).toContain(
    `${texts.beforeLabel}: ${formatModuleDate(day.toISOString())} (hora Argentina)`,
  );
  expect(mail.text).toContain(`${texts.afterLabel}: ${formatModuleDate(moved)} (hora Argentina)`);
  expect(mail.text).toContain(`${texts.whereLabel}: Presencial, Rosario`);
});
