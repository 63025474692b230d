import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoicingMessages as texts, type InvoicingSettings } from '@constelaciones/contract';
import { auditLog, invoicingSettings } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { invoicingForm, savedInvoicing, startArcaSimulator, TEST_CUIT } from '../../test/arca';

/*
 * 'Facturación': her settings, the key kept sealed and never shown again, and 'Probar conexión' against the
 * ARCA simulator over HTTP, saying in Spanish what is wrong.
 */
const arca = await startArcaSimulator();
const { app, deps } = await buildTestApp({ ARCA_SIMULATOR_URL: arca.url });
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const pair = arca.state.issue('homologacion', TEST_CUIT);
const other = arca.state.issue('homologacion', TEST_CUIT, { alias: 'otro' });

const save = (payload: object) =>
  app.inject({ method: 'PUT', url: '/api/admin/invoicing', headers: admin.headers, payload });
const read = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/invoicing', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res;
};
const test = () => app.inject({ method: 'POST', url: '/api/admin/invoicing/test', headers: admin.headers });
/** The key's Base64 body, as a leak would show it. */
const keyBody = pair.privateKey.split('\n').slice(1, -2).join('');

describe("the owner's invoicing settings", () => {
  it('are refused without a certificate, with a key of another certificate, or a CUIT not the certificate’s', async () => {
    expect((await read()).json<InvoicingSettings>()).toMatchObject({ configured: false, certificate: null });
    const none = await save(invoicingForm({ certificate: '', privateKey: '' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ msg: texts.certificateRequired });
    const mismatch = await save(
      invoicingForm({ certificate: pair.certificate, privateKey: other.privateKey }),
    );
    expect(mismatch.json()).toMatchObject({
      msg: texts.keyMismatch,
      errors: { privateKey: texts.keyMismatch },
    });
    const garbage = await save(
      invoicingForm({ certificate: 'no es un certificado', privateKey: pair.privateKey }),
    );
    expect(garbage.json()).toMatchObject({ errors: { certificate: texts.certificateInvalid } });
    const cuit = await save(invoicingForm(pair, { cuit: '20-11111111-2' }));
    expect(cuit.statusCode).toBe(400);
    expect(await db.select().from(invoicingSettings)).toEqual([]);
  });

  it('keep the key sealed: never in an answer, the row, or the audit log; saved again without it, kept', async () => {
    const saved = await savedInvoicing(app, admin.headers, invoicingForm(pair));
    const again = await savedInvoicing(
      app,
      admin.headers,
      invoicingForm({ certificate: '', privateKey: '' }),
    );
    for (const body of [saved.body, again.body, (await read()).body]) {
      expect(body).not.toContain('PRIVATE KEY');
      expect(body).not.toContain(keyBody.slice(0, 40));
    }
    expect((await read()).json<InvoicingSettings>()).toMatchObject({
      configured: true,
      active: true,
      cuit: TEST_CUIT,
      certificate: { alias: 'simulador', cuit: TEST_CUIT },
    });
    const [row] = await db.select().from(invoicingSettings);
    expect(row!.privateKeySealed).toMatch(/^v1:/);
    expect(row!.privateKeySealed).not.toContain(keyBody.slice(0, 40));
    expect(deps.secrets.open(row!.privateKeySealed)).toBe(pair.privateKey.trim());
    const audit = JSON.stringify(
      await db.select().from(auditLog).where(eq(auditLog.entity, 'invoicing-settings')),
    );
    expect(audit).toContain(TEST_CUIT);
    expect(audit).not.toContain('PRIVATE KEY');
    expect(audit).not.toContain(keyBody.slice(0, 40));
  });

  it('are tested with ARCA: a ticket and her points of sale, the ticket reused the second time', async () => {
    await savedInvoicing(app, admin.headers, invoicingForm(pair));
    const before = arca.state.ticketsIssued.homologacion;
    const first = await test();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ pointsOfSale: [3], msg: texts.testPassed('3') });
    expect((await test()).statusCode).toBe(200);
    expect(arca.state.ticketsIssued.homologacion).toBe(before + 1);
  });

  it('say what is wrong: a point of sale not for web services, a certificate not linked or of the other environment', async () => {
    await savedInvoicing(app, admin.headers, invoicingForm(pair, { pointOfSale: 7 }));
    expect((await test()).json()).toMatchObject({ msg: texts.arca.pointOfSaleUnknown(7) });

    const unlinked = arca.state.issue('homologacion', TEST_CUIT, { alias: 'sin-wsfe', linkedToWsfe: false });
    await savedInvoicing(app, admin.headers, invoicingForm(unlinked));
    const notLinked = await test();
    expect(notLinked.statusCode).toBe(400);
    expect(notLinked.json()).toMatchObject({ msg: texts.arca.notAuthorized });

    const production = arca.state.issue('produccion', TEST_CUIT, { alias: 'produccion' });
    await savedInvoicing(app, admin.headers, invoicingForm(production));
    expect((await test()).json()).toMatchObject({ msg: texts.arca.untrusted });
  });
});
