import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoicingMessages, type Invoice } from '@constelaciones/contract';
import { discountCodes, invoices, jobs } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { buildProviderTestApp } from '../../test/fixtures/providers';
import { bought, confirmedByOwner, mailsTo, newActivity, student } from '../../test/fixtures/purchases';
import { invoicingForm, savedInvoicing, startArcaSimulator, TEST_CUIT } from '../../test/arca';
import { pdfText } from '../../test/pdf';
import { classCDetail } from '../../integrations/arca/test-support';

/*
 * A Factura C for every payment received, whatever the way to pay, asked of the ARCA simulator over HTTP by the
 * job once the payment committed; the buyer's e-mail with its PDF and 'Mis Cursos'; a refund's Nota de Crédito
 * C; a rejection shown and not retried. On PGlite, and on PostgreSQL when DATABASE_URL names one.
 */
const arca = await startArcaSimulator();
const testApp = await buildProviderTestApp({ ARCA_SIMULATOR_URL: arca.url });
const { app, deps } = testApp;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
await savedInvoicing(app, admin.headers, invoicingForm(arca.state.issue('homologacion', TEST_CUIT)));
const vouchers = () => arca.state.vouchers('homologacion', TEST_CUIT);

const invoicesOf = (purchaseId: string) =>
  db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId)).orderBy(invoices.createdAt);
/** The owner refunds the purchase from its card. */
async function refundByOwner(purchaseId: string) {
  const refunded = await app.inject({
    method: 'POST',
    url: `/api/purchases/refund/${purchaseId}`,
    headers: admin.headers,
    payload: {},
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
}
/** Runs the jobs due (the invoices' and their e-mails'). */
const settle = () => deps.jobs.settle();

async function authorisedInvoiceOf(purchaseId: string) {
  await settle();
  const rows = await invoicesOf(purchaseId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'invoice', state: 'authorised', type: 11, cuit: TEST_CUIT });
  expect(rows[0]!.cae).toMatch(/^\d{14}$/);
  const [voucher] = vouchers().filter((v) => v.type === 11 && v.number === rows[0]!.number);
  expect(voucher).toMatchObject({ cae: rows[0]!.cae, total: rows[0]!.total });
  return rows[0]!;
}

describe('an invoice for every payment received', () => {
  it('invoices a transfer the owner confirmed: e-mailed with its PDF, in Mis Cursos, the PDF for her only', async () => {
    const { caller, purchase } = await testApp.paidByTransfer(admin);
    const row = await authorisedInvoiceOf(purchase._id);
    expect(row).toMatchObject({ currency: 'ARS', total: purchase.amount, docType: 99, receiverCondition: 5 });

    const [mail] = await mailsTo(testApp, caller.email, 'Factura C');
    expect(mail!.attachments).toHaveLength(1);
    const attached = mail!.attachments[0]!;
    expect(attached.contentType).toBe('application/pdf');
    const text = pdfText(attached.bytes);
    const number = `00003-${String(row.number).padStart(8, '0')}`;
    for (const part of [
      'Mariana Ríos',
      'Factura C',
      'Responsable Monotributo',
      '00003',
      row.cae!,
      'A CONSUMIDOR FINAL',
    ]) {
      expect(text).toContain(part);
    }

    const mine = await app.inject({ method: 'GET', url: '/api/invoices/mine', headers: caller.headers });
    const [listed] = mine.json<{ invoices: Invoice[] }>().invoices;
    expect(listed).toMatchObject({ purchaseId: purchase._id, number, cae: row.cae, state: 'authorised' });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/invoices/${row.id}/pdf`,
      headers: caller.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`factura-c-${number}.pdf`);
    const someoneElse = await sessionFor(deps, 'USER');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/invoices/${row.id}/pdf`,
      headers: someoneElse.headers,
    });
    expect(refused.statusCode).toBe(404);
    const owner = await app.inject({
      method: 'GET',
      url: `/api/invoices/${row.id}/pdf`,
      headers: admin.headers,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('invoices what was paid when a discount code took part of the price off', async () => {
    await db.insert(discountCodes).values({ code: 'FACTURA-10', kind: 'percent', percent: 10 });
    const purchase = await bought(app, await student(deps), {
      inscription: (await newActivity(deps)).id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      code: 'FACTURA-10',
    });
    await confirmedByOwner(app, admin, purchase);
    expect(await authorisedInvoiceOf(purchase._id)).toMatchObject({ total: 10800 });
  });

  it('invoices a Mercado Pago payment once, though its webhook and return page both say so', async () => {
    const { purchase } = await testApp.paidAtMercadoPago();
    await authorisedInvoiceOf(purchase._id);
    await settle();
    expect(await invoicesOf(purchase._id)).toHaveLength(1);
  });

  it('invoices a PayPal payment in dollars at the rate ARCA chose', async () => {
    const { purchase } = await testApp.paidAtPayPal();
    const row = await authorisedInvoiceOf(purchase._id);
    expect(row).toMatchObject({ currency: 'USD', rate: arca.state.dollarRate });
    const voucher = vouchers().find((v) => v.number === row.number && v.type === 11);
    expect(voucher).toMatchObject({ currency: 'DOL', rate: arca.state.dollarRate });
  });

  it('credits a refund: one Nota de Crédito C associated with the invoice, e-mailed too', async () => {
    const { caller, purchase } = await testApp.paidByTransfer(admin);
    const invoice = await authorisedInvoiceOf(purchase._id);
    await refundByOwner(purchase._id);
    await settle();
    const [, note] = await invoicesOf(purchase._id);
    expect(note).toMatchObject({ kind: 'credit-note', type: 13, state: 'authorised', invoiceId: invoice.id });
    const voucher = vouchers().find((v) => v.type === 13 && v.number === note!.number);
    expect(voucher!.associated).toEqual([
      { type: 11, pointOfSale: 3, number: invoice.number, cuit: TEST_CUIT },
    ]);
    expect(await mailsTo(testApp, caller.email, 'Nota de Crédito C')).toHaveLength(1);
  });

  it('shows a rejection with its code and what to do, and does not retry it', async () => {
    const { purchase } = await testApp.paidByTransfer(admin);
    const invoice = await authorisedInvoiceOf(purchase._id);
    // A credit note typed in ARCA's portal already gave the whole amount back: the site's would exceed it.
    const { ledger } = arca.state.environments.homologacion;
    const day = invoice.date!.replaceAll('-', '');
    ledger.authorise(TEST_CUIT, 3, 13, {
      ...classCDetail({ number: ledger.last(TEST_CUIT, 3, 13) + 1, day, total: String(invoice.total) }),
      CbtesAsoc: { CbteAsoc: { Tipo: '11', PtoVta: '3', Nro: String(invoice.number), Cuit: TEST_CUIT } },
    });
    const before = vouchers().length;
    await refundByOwner(purchase._id);
    await settle();
    const [, note] = await invoicesOf(purchase._id);
    expect(note).toMatchObject({ state: 'rejected', number: null, arcaCode: '10237' });

    const list = await app.inject({ method: 'GET', url: '/api/admin/invoices', headers: admin.headers });
    const shown = list.json<{ invoices: Invoice[] }>().invoices.find((i) => i._id === note!.id);
    expect(shown!.problem!.code).toBe('10237');
    expect(shown!.problem!.message).toContain('Reintentar');
    // Its job is done: nothing left to retry, and ARCA was not asked again.
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'invoice'), eq(jobs.key, `invoice:${note!.id}`)));
    expect(job!.doneAt).not.toBeNull();
    await settle();
    expect(vouchers().length).toBe(before);
  });

  it('rejects the credit note of a rejected invoice, and issues both once she retries them in turn', async () => {
    // The job runs right after the payment commits: ARCA refuses its first call (a point of sale not for CAE).
    arca.state.failNext('10005', 'El punto de venta no se encuentra habilitado a usar el presente WS');
    const { caller, purchase } = await testApp.paidByTransfer(admin);
    await settle();
    const [invoice] = await invoicesOf(purchase._id);
    expect(invoice).toMatchObject({ kind: 'invoice', state: 'rejected', number: null, arcaCode: '10005' });
    await refundByOwner(purchase._id);
    await settle();
    const [, note] = await invoicesOf(purchase._id);
    expect(note).toMatchObject({
      kind: 'credit-note',
      state: 'rejected',
      number: null,
      arcaMessage: invoicingMessages.invoiceNotIssued,
    });

    const retry = (id: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/retry`, headers });
    expect((await retry(invoice!.id, caller.headers)).statusCode).toBe(403);
    const again = await retry(invoice!.id, admin.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ msg: invoicingMessages.retried, invoice: { state: 'pending' } });
    expect((await retry(invoice!.id, admin.headers)).statusCode).toBe(409);
    await settle();
    const [afterInvoice, stillNote] = await invoicesOf(purchase._id);
    expect(afterInvoice).toMatchObject({ state: 'authorised', arcaCode: null });
    expect(stillNote).toMatchObject({ state: 'rejected' });

    expect((await retry(stillNote!.id, admin.headers)).statusCode).toBe(200);
    await settle();
    const [, credited] = await invoicesOf(purchase._id);
    expect(credited).toMatchObject({ state: 'authorised', invoiceId: invoice!.id, arcaCode: null });
    const voucher = vouchers().find((v) => v.type === 13 && v.number === credited!.number);
    expect(voucher!.associated).toEqual([
      { type: 11, pointOfSale: 3, number: afterInvoice!.number, cuit: TEST_CUIT },
    ]);
  });

  it('names the buyer by the DNI she gave for $ 10.000.000 or more, at ARCA and on the PDF', async () => {
    const caller = await student(deps);
    const activity = await newActivity(deps, { pricePesos: 12_500_000 });
    const purchase = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      document: '20.123.456',
    });
    await confirmedByOwner(app, admin, purchase);
    const row = await authorisedInvoiceOf(purchase._id);
    expect(row).toMatchObject({
      docType: 96,
      docNumber: '20123456',
      receiverCondition: 5,
      total: 12_500_000,
    });
    const voucher = vouchers().find((v) => v.type === 11 && v.number === row.number);
    expect(voucher!.sent).toMatchObject({ DocTipo: '96', DocNro: '20123456', CondicionIVAReceptorId: '5' });
    const [mail] = await mailsTo(testApp, caller.email, 'Factura C');
    const text = pdfText(mail!.attachments[0]!.bytes);
    expect(text).toContain('A CONSUMIDOR FINAL');
    expect(text).toContain('DNI: 20123456');
  });
});
