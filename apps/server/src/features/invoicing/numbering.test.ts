import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, jobs } from '../../db/schema';
import { buildSecondInstance, sessionFor } from '../../test/helper';
import { buildPurchasesTestApp, confirmedByOwner, pendingTransfers } from '../../test/fixtures/purchases';
import { invoicingForm, savedInvoicing, startArcaSimulator, TEST_CUIT } from '../../test/arca';

/*
 * Never two invoices for one payment, never a gap in the numbers: payments confirmed together, a CAE granted
 * and its answer lost, two instances sharing the access ticket. Against the ARCA simulator over HTTP, on PGlite
 * and on PostgreSQL when DATABASE_URL names one.
 */
const arca = await startArcaSimulator();
const first = await buildPurchasesTestApp({ ARCA_SIMULATOR_URL: arca.url });
const second = await buildSecondInstance(first);
const { db } = first.deps.database;
const admin = await sessionFor(first.deps, 'ADMIN');
await savedInvoicing(first.app, admin.headers, invoicingForm(arca.state.issue('homologacion', TEST_CUIT)));
const vouchers = () => arca.state.vouchers('homologacion', TEST_CUIT).filter((v) => v.type === 11);

const invoicesOf = (purchaseIds: string[]) =>
  db.select().from(invoices).where(inArray(invoices.purchaseId, purchaseIds));

describe('numbering', () => {
  it('gives 10 payments confirmed at once, on two instances, 10 consecutive numbers and one ticket', async () => {
    const pending = await pendingTransfers(first, 10);
    const before = arca.state.ticketsIssued.homologacion;
    const last = vouchers().length;
    await Promise.all(
      pending.map(({ purchase }, i) => confirmedByOwner((i % 2 ? second : first).app, admin, purchase)),
    );
    await Promise.all([first.deps.jobs.settle(), second.deps.jobs.settle()]);
    const rows = await invoicesOf(pending.map(({ purchase }) => purchase._id));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.state === 'authorised')).toBe(true);
    const numbers = rows.map((row) => row.number!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => last + 1 + i));
    expect(vouchers()).toHaveLength(last + 10);
    expect(arca.state.ticketsIssued.homologacion).toBe(before + 1);
  });

  it('adopts a CAE whose answer was lost: after the retry, one invoice with that CAE', async () => {
    const { purchase } = (await pendingTransfers(first, 1))[0]!;
    arca.state.dropAfterNextApproval();
    await confirmedByOwner(first.app, admin, purchase);
    await first.deps.jobs.settle();
    const [unsure] = await invoicesOf([purchase._id]);
    // ARCA holds it; the site does not know yet, but kept the number it sent.
    expect(unsure).toMatchObject({ state: 'pending', cae: null, arcaCode: 'network' });
    const held = vouchers().find((v) => v.number === unsure!.number);
    expect(held).toBeDefined();

    // The job's retry, due now rather than after its backoff.
    await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.key, `invoice:${unsure!.id}`));
    await first.deps.jobs.settle();
    const [after] = await invoicesOf([purchase._id]);
    expect(after).toMatchObject({ state: 'authorised', number: held!.number, cae: held!.cae });
    expect(vouchers().filter((v) => v.number === held!.number)).toHaveLength(1);

    // The next payment follows it, with no gap.
    const { purchase: next } = (await pendingTransfers(first, 1))[0]!;
    await confirmedByOwner(first.app, admin, next);
    await first.deps.jobs.settle();
    const [following] = await invoicesOf([next._id]);
    expect(following!.number).toBe(held!.number + 1);
  });

  it('retries when ARCA is down (500), without a number used', async () => {
    const { purchase } = (await pendingTransfers(first, 1))[0]!;
    const last = vouchers().length;
    arca.state.failNext(500, 'Error interno de aplicacion');
    await confirmedByOwner(first.app, admin, purchase);
    await first.deps.jobs.settle();
    const [waiting] = await invoicesOf([purchase._id]);
    expect(waiting).toMatchObject({ state: 'pending', arcaCode: '500' });
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `invoice:${waiting!.id}`));
    expect(job!.attempts).toBe(1);
    expect(job!.doneAt).toBeNull();
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await first.deps.jobs.settle();
    const [done] = await invoicesOf([purchase._id]);
    expect(done).toMatchObject({ state: 'authorised', number: vouchers()[last]!.number });
  });
});
