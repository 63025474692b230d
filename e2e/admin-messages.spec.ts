import { ownerMessageTexts as texts } from '../packages/contract/src/owner-message-texts';
import { expect, test, uniqueLetters } from './admin-support';
import { expectAccessible } from './support/a11y';
import { logInThroughApi, registerThroughApi, smallPng } from './support/account-flows';
import { waitForMail } from './support/mail';
import { bearer, buyActivityThroughApi, confirmTransfer, tokenOf } from './support/purchase-flows';

/*
 * 'Enviar mensaje': the owner writes to the people of an activity's list from 'Administrar inscriptos',
 * sees who will receive it, sends it and sees it sent; the student gets the e-mail and finds it in 'Alumnos'.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

test("the owner sends a message to an activity's list; it arrives and the student reads it in 'Alumnos'", async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  test.setTimeout(120_000);
  // A new activity a month ahead, so that its list holds only this test's student.
  const title = `Taller de mensajes ${uniqueLetters()}`;
  const created = await request.post('/api/activities/create', {
    headers: bearer(adminToken),
    multipart: {
      title,
      day: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      description: 'Un taller para probar los mensajes.',
      pricePesos: '12000',
      priceDolar: '20',
      modality: 'Presencial',
      city: 'Buenos Aires',
      important: 'false',
      img: { name: 'taller.png', mimeType: 'image/png', buffer: smallPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A student enrols by transfer and the owner confirms her payment.
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const student = await studentContext.newPage();
  const account = await registerThroughApi(request, 'msj');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Ibarra${uniqueLetters()}`;
  const purchase = await buyActivityThroughApi(
    request,
    token,
    {
      firstName: 'Rocío',
      lastName: surname,
      birthday: '1988-02-11',
      phone: '1145556666',
      country: 'Argentina',
    },
    title,
    'transfer',
  );
  await confirmTransfer(request, adminToken, purchase._id);

  // The owner opens the activity's list and writes.
  await page.goto(`/admin/inscriptos?pestana=activities&buscar=${surname}`);
  await page.getByRole('button', { name: `${title} (1)` }).click();
  await page.getByRole('button', { name: `${texts.open} a ${title}` }).click();
  const composer = page.getByRole('region', { name: `${texts.open}: ${title}` });
  await composer.getByLabel(texts.subject).fill('Cambio de salón');
  await composer.getByLabel(texts.body).fill('Nos vemos en el salón del primer piso.\n\nTraé ropa cómoda.');
  await expect(composer.getByLabel(texts.paidOnly)).toBeChecked();
  await composer.getByRole('button', { name: texts.preview }).click();
  await expect(composer).toContainText(texts.willReceive(1));
  await expect(composer.getByRole('list', { name: texts.audience })).toContainText(
    `Rocío ${surname} <${account.email}>`,
  );
  await expectAccessible(page);
  await composer.getByRole('button', { name: texts.send(1) }).click();
  await expect(composer.getByRole('status')).toContainText(texts.sent(1));
  // The states follow the outbox: sent once the mail server took it.
  const states = composer.getByRole('list', { name: 'Estado de «Cambio de salón»' });
  await expect(states).toContainText(`Rocío ${surname} <${account.email}>: ${texts.states.sent}`, {
    timeout: 30_000,
  });

  const mail = await waitForMail(account.email, 'Cambio de salón');
  expect(mail.text).toContain('¡Hola, Rocío!');
  expect(mail.text).toContain('Nos vemos en el salón del primer piso.');
  expect(mail.text).toContain(title);

  // The student finds it in 'Alumnos', under 'Mensajes'.
  await logInThroughApi(student, account.email, account.password, '/dashboard');
  const received = student.getByRole('region', { name: texts.mine });
  await expect(received).toContainText('Cambio de salón');
  await expect(received).toContainText('Traé ropa cómoda.');
  await expect(received).toContainText(texts.about(title));
  await expectAccessible(student);
  await studentContext.close();
});
