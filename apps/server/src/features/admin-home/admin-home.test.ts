import { describe, expect, it } from 'vitest';
import {
  SITE_STATUS_CHECKS,
  type AdminHome,
  type Invoice,
  type SiteStatusCheck,
} from '@constelaciones/contract';
import { BACKOFF_BASE_MS } from '../../lib/jobs';
import { invoicingForm, savedInvoicing, startArcaSimulator, TEST_CUIT } from '../../test/arca';
import { fullActivity } from '../../test/fixtures/places';
import {
  buildPurchasesTestApp,
  confirmedByOwner,
  pendingTransfers,
  student,
  type Caller,
} from '../../test/fixtures/purchases';
import { sessionFor } from '../../test/helper';

/*
 * 'Inicio' through the real app, a real mailbox and the ARCA simulator, on the database of the run (PGlite, or
 * PostgreSQL with DATABASE_URL): what waits for the owner, counted as each tab would show it and going down as
 * she acts there; the purchases made since an account's previous visit, each counted once; administrators only.
 */
const arca = await startArcaSimulator();
const testApp = await buildPurchasesTestApp({ ARCA_SIMULATOR_URL: arca.url });
const { app, deps, mailbox } = testApp;
const owner = await sessionFor(deps, 'ADMIN');

const get = (url: string, caller?: Caller) => app.inject({ method: 'GET', url, headers: caller?.headers });
const post = (url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: owner.headers, payload });

/** A visit of 'Inicio' by the admin `caller`. */
async function homeOf(caller: Caller): Promise<AdminHome> {
  const reply = await get('/api/admin/home', caller);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<AdminHome>();
}

const nothingWaiting = { transfers: 0, withdrawals: 0, offers: 0, failedEmails: 0, rejectedInvoices: 0 };

describe("GET /api/admin/home ('Inicio')", () => {
  it('answers an administrator only', async () => {
    expect((await get('/api/admin/home')).statusCode).toBe(401);
    expect((await get('/api/admin/home', await student(deps))).statusCode).toBe(403);
  });

  it("on her first visit of a new demo site: nothing waits, nothing new to count yet, and 'Estado del sitio''s checks", async () => {
    const home = await homeOf(owner);
    expect(home.waiting).toEqual(nothingWaiting);
    expect(home.newPurchases).toBeNull();
    const status = await get('/api/admin/site-status', owner);
    expect(home.checks).toEqual(status.json<{ checks: SiteStatusCheck[] }>().checks);
    expect(home.checks.map((check) => check.key)).toEqual([...SITE_STATUS_CHECKS]);
    expect(home.checks.filter((check) => !check.done).map((check) => check.key)).toEqual(
      expect.arrayContaining(['https', 'demo', 'legal', 'backup']),
    );
  });

  it('counts what waits for her, and each count goes down as she acts where it leads', async () => {
    await savedInvoicing(app, owner.headers, invoicingForm(arca.state.issue('homologacion', TEST_CUIT)));
    const [paid, rejected, waiting] = await pendingTransfers(testApp, 3);
    await confirmedByOwner(app, owner, paid!.purchase);
    await deps.jobs.settle();
    // ARCA refuses the next comprobante: the second payment's Factura C.
    arca.state.failNext('10005', 'El punto de venta no se encuentra habilitado a usar el presente WS');
    await confirmedByOwner(app, owner, rejected!.purchase);
    await deps.jobs.settle();
    // The paid purchase is revoked with the 'Botón de arrepentimiento'.
    const revocation = await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { name: 'Ana Diaz', email: paid!.caller.email, reference: paid!.purchase.reference },
    });
    expect(revocation.statusCode, revocation.body).toBe(201);
    // A full activity's place is freed and offered to the first in line, whose mail server is busy.
    const { activity, holders } = await fullActivity(testApp, 1);
    const inLine = await student(deps);
    const joined = await app.inject({
      method: 'POST',
      url: '/api/waiting-list/join',
      headers: inLine.headers,
      payload: { inscription: activity.id, inscriptionModel: 'Activity' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    mailbox.busy([inLine.email]);
    try {
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/purchases/delete/${holders[0]!._id}`,
        headers: owner.headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await deps.mail.drain();

      expect((await homeOf(owner)).waiting).toEqual({
        transfers: 1,
        withdrawals: 1,
        offers: 1,
        failedEmails: 1,
        rejectedInvoices: 1,
      });
    } finally {
      mailbox.busy([]);
    }

    // 'Confirmar pago' of the last transfer; the offer e-mail leaves at its retry.
    await confirmedByOwner(app, owner, waiting!.purchase);
    await deps.jobs.runDue(new Date(Date.now() + BACKOFF_BASE_MS + 1000));
    // 'Resolver' in 'Arrepentimientos', the money given back by hand.
    const [request] = (await get('/api/admin/withdrawals', owner)).json<{ withdrawals: { _id: string }[] }>()
      .withdrawals;
    expect(
      (await post(`/api/admin/withdrawals/${request!._id}/resolve`, { moneyReturned: true })).statusCode,
    ).toBe(200);
    // 'Reintentar' in 'Facturación'.
    const invoices = (await get('/api/admin/invoices', owner)).json<{ invoices: Invoice[] }>().invoices;
    const refused = invoices.find((invoice) => invoice.state === 'rejected');
    expect((await post(`/api/admin/invoices/${refused!._id}/retry`)).statusCode).toBe(200);
    await deps.jobs.settle();

    // The place stays held until the person enrols or the offer ends.
    expect((await homeOf(owner)).waiting).toEqual({ ...nothingWaiting, offers: 1 });
  });

  it("counts the purchases made since the account's previous visit, each once", async () => {
    const other = await sessionFor(deps, 'ADMIN');
    expect((await homeOf(other)).newPurchases).toBeNull();
    const quiet = await homeOf(other);
    expect(quiet.newPurchases).toEqual({ since: expect.any(String), count: 0 });

    await pendingTransfers(testApp, 2);
    const busy = await homeOf(other);
    expect(busy.newPurchases).toEqual({ since: expect.any(String), count: 2 });
    expect(Date.parse(busy.newPurchases!.since)).toBeGreaterThan(Date.parse(quiet.newPurchases!.since));
    // Seen: the next visit counts from this one.
    expect((await homeOf(other)).newPurchases?.count).toBe(0);
    // Each account has its own visits: the owner last came before those two.
    expect((await homeOf(owner)).newPurchases?.count).toBe(2);
    expect((await homeOf(owner)).newPurchases?.count).toBe(0);
  });
});
