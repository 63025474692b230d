import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { invoicingMessages as texts } from '../packages/contract/src/invoicing-messages';
import type { Module } from '../packages/contract/src/entities';
import { expect, expectSuccess, test, uniqueLetters } from './admin-support';
import { expectAccessible } from './support/a11y';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import { downloadOf } from './support/csv';
import { waitForMail } from './support/mail';
import { buyThroughApi, confirmTransfer, saveProfile, tokenOf } from './support/purchase-flows';

/*
 * Factura C end to end, against the ARCA simulator the site runs beside the payment simulator. The owner fills
 * 'Facturación' and tests the connection. Apart, a student's transfer is confirmed; she receives the invoice by
 * e-mail and downloads it from 'Mis Cursos'; its text (pdftotext) holds the owner's name and hers, 'Factura C',
 * the number and the CAE, and its QR code (pdfimages, decoded) opens ARCA's address whose JSON names the same
 * CUIT, number, amount and CAE.
 */

/** The QR codes of a PDF's images, decoded. */
async function qrCodesOf(pdf: Buffer): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'factura-'));
  writeFileSync(path.join(folder, 'factura.pdf'), pdf);
  execFileSync('pdfimages', ['-png', path.join(folder, 'factura.pdf'), path.join(folder, 'imagen')]);
  const codes: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.png'))) {
    const { data, info } = await sharp(path.join(folder, file))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    if (code) codes.push(code.data);
  }
  return codes;
}

test('the owner fills Facturación, saves it and tests the connection with ARCA', async ({ page }) => {
  // The demo's settings, her name as she wants it printed.
  await page.goto('/admin/facturacion');
  await page.getByLabel(texts.name).fill(`Mariana Ríos ${uniqueLetters()}`);
  await page.getByRole('button', { name: texts.save }).click();
  await expectSuccess(page, texts.saved);
  await page.getByRole('button', { name: texts.test }).click();
  await expect(page.getByText(texts.testPassed('3'))).toBeVisible();
  await expectAccessible(page);
});

test('a student pays, gets her Factura C by e-mail and downloads it from Mis Cursos', async ({
  browser,
  request,
  api,
  adminToken,
}) => {
  // A student buys a recorded module by transfer; the owner confirms it.
  const account = await registerThroughApi(request, 'factura');
  const token = await tokenOf(request, account.email, account.password);
  const lastName = `Paz${uniqueLetters()}`;
  await saveProfile(request, token, {
    firstName: 'Lucía',
    lastName,
    birthday: '1990-06-10',
    phone: '1144556677',
    country: 'Argentina',
  });
  const { modules } = await api.get<{ modules: Module[] }>('/modules');
  const recorded = modules.find((candidate) => candidate.typeModule === 'asincronico' && candidate.open);
  const purchase = await buyThroughApi(request, token, recorded!._id, 'Module');
  await confirmTransfer(request, adminToken, purchase._id);

  // Her e-mail brings the PDF.
  const mail = await waitForMail(account.email, 'Factura C', 30_000);
  const number = /Factura C (\d{5}-\d{8})/.exec(mail.subject)?.[1];
  expect(number, mail.subject).toBeTruthy();
  expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

  // 'Mis Cursos': the same invoice to download.
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();
  await logInThroughApi(studentPage, account.username, account.password, '/profile');
  const button = studentPage.getByRole('button', { name: `${texts.download} ${number}` });
  const file = await downloadOf(studentPage, () => button.click());
  expect(file.suggestedFilename()).toBe(`factura-c-${number}.pdf`);
  const pdfPath = (await file.path())!;
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  const cae = /CAE N°: (\d{14})/.exec(text)?.[1];
  expect(cae, text).toBeTruthy();
  // The owner's name (the demo's, whatever the other test appends to it) and the buyer's.
  expect(text).toContain('Mariana Ríos');
  expect(text).toContain(`Lucía ${lastName}`);
  expect(text).toContain('Factura C');
  expect(text).toContain(number!.slice(6));
  expect(text).toContain(texts.printed.consumer);

  // ARCA's QR code: its address, and the JSON of version 1 naming the same comprobante.
  const [qr] = await qrCodesOf(mail.attachments[0]!.bytes);
  expect(qr).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/);
  const data = JSON.parse(Buffer.from(qr!.split('?p=')[1]!, 'base64').toString('utf8')) as Record<
    string,
    unknown
  >;
  expect(data).toMatchObject({
    ver: 1,
    cuit: 20123456786,
    ptoVta: 3,
    tipoCmp: 11,
    nroCmp: Number(number!.slice(6)),
    importe: purchase.amount,
    moneda: 'PES',
    tipoCodAut: 'E',
    codAut: Number(cae),
  });
  await studentContext.close();
});
