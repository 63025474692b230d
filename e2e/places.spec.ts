import { expect, expectShown, recordShown, test } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { placesMessages } from '../packages/contract/src/places-messages';
import { admin } from './support/accounts.mjs';
import { logInThroughApi, ownerPage, registerThroughApi, smallPng } from './support/account-flows';
import { waitForMail } from './support/mail';
import { bearer, buyActivityThroughApi, fillPurchase, tokenOf } from './support/purchase-flows';

/*
 * Places and waiting lists: an activity with one place, taken; a student finds it 'Completo' and joins
 * the waiting list; the owner raises the 'Cupo' in the activity's form; the offer e-mail arrives and its link
 * takes her to the checkout.
 */

test('a full activity takes a waiting list, and a place the owner adds is offered by e-mail', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // 25 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(90_000);
  const ownerToken = await tokenOf(request, admin.email, admin.password);
  const title = `Taller con cupo ${Date.now()}`;
  const day = new Date(Date.now() + 40 * 24 * 3600_000).toISOString();
  const created = await request.post('/api/activities/create', {
    headers: bearer(ownerToken),
    multipart: {
      title,
      day,
      description: 'Un taller de sala chica.',
      pricePesos: '8000',
      priceDolar: '15',
      modality: 'Presencial',
      city: 'Córdoba',
      important: 'false',
      capacity: '1',
      img: { name: 'sala.png', mimeType: 'image/png', buffer: smallPng(400) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const activity = ((await created.json()) as { activity: { _id: string } }).activity;
  const path = `/calendario/${activity._id}`;

  // Its one place is taken (a pending transfer of another student's: never the owner's account, whose name
  // the admin specs read in the account menu).
  const holder = await registerThroughApi(request, 'lleno');
  await buyActivityThroughApi(
    request,
    await tokenOf(request, holder.email, holder.password),
    {
      firstName: 'Lucía',
      lastName: 'Ferreyra',
      birthday: '1980-01-01',
      phone: '1144445555',
      country: 'Argentina',
    },
    title,
    'transfer',
  );

  // A student finds it full and joins the waiting list.
  const student = await registerThroughApi(request, 'cupo');
  await logInThroughApi(page, student.email, student.password, path);
  await expect(page.getByRole('button', { name: placesMessages.full })).toBeDisabled();
  await page.getByRole('button', { name: placesMessages.join }).click();
  await expect(page.getByRole('status')).toContainText(placesMessages.joined);
  await expect(page.getByText(placesMessages.onList(1))).toBeVisible();
  await page.reload();
  await expect(page.getByText(placesMessages.onList(1))).toBeVisible();

  // The owner raises the 'Cupo' in the activity's form.
  const owner = await ownerPage(browser, baseURL!, ownerToken);
  await owner.goto(`/admin/editar-actividad/${activity._id}`);
  const capacity = owner.getByLabel(placesMessages.capacity);
  await expect(capacity).toHaveValue('1');
  await capacity.fill('2');
  await recordShown(owner);
  await owner.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectShown(owner, {
    role: 'dialog',
    name: messages.popup.successTitle,
    text: messages.activity.updated,
  });
  await owner.context().close();

  // The offer arrives; its link leads her to enrol and to the ways to pay.
  const offer = await waitForMail(student.email, 'Se liberó un lugar');
  expect(offer.subject).toBe(`Se liberó un lugar: ${title}`);
  const link = offer.links.find((candidate) => new URL(candidate).pathname === path);
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(/Tenés un lugar reservado hasta el/)).toBeVisible();
  await page.getByRole('button', { name: 'Inscribite', exact: true }).click();
  await fillPurchase(page, 'Argentina');
  const checkout = page.getByRole('dialog', { name: title });
  await expect(checkout.getByText('Total: $ 8.000 pesos argentinos (ARS)')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeEnabled();
});
