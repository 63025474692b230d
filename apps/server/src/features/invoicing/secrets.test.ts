import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../backups/backup';
import { readArchive } from '../../backups/archive';
import { buildTestApp, sessionFor } from '../../test/helper';
import { bought, confirmedByOwner, newActivity, student } from '../../test/fixtures/purchases';
import { invoicingForm, savedInvoicing, startArcaSimulator, TEST_CUIT } from '../../test/arca';

/*
 * Her private key goes to ARCA only: with the settings saved, tested and used to invoice a payment, neither the
 * server's log (at its most verbose) nor a backup's database dump holds it in clear. On the embedded database
 * kept in DATA_DIR (as in production, so that `npm run backup` reads it), and on PostgreSQL when DATABASE_URL
 * names one.
 */
const postgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));
const arca = await startArcaSimulator();
const logged: string[] = [];
const { app, deps, stop } = await buildTestApp(
  { ARCA_SIMULATOR_URL: arca.url, LOG_LEVEL: 'trace', ...(postgres ? {} : { DATABASE_URL: '' }) },
  { logStream: { write: (line) => void logged.push(line) } },
);
const folder = await mkdtemp(path.join(tmpdir(), 'constelaciones-secrets-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const pair = arca.state.issue('homologacion', TEST_CUIT);
/** What a leak would show: the key's armour, or a run of its Base64 body from its middle. */
const keyBody = pair.privateKey.split('\n').slice(1, -2).join('');
const leaks = ['PRIVATE KEY', keyBody.slice(0, 40), keyBody.slice(400, 440)];

describe('the private key', () => {
  it('is neither in the log nor in a backup, once saved, tested and used for an invoice', async () => {
    const admin = await sessionFor(deps, 'ADMIN');
    await savedInvoicing(app, admin.headers, invoicingForm(pair));
    const tested = await app.inject({
      method: 'POST',
      url: '/api/admin/invoicing/test',
      headers: admin.headers,
    });
    expect(tested.statusCode, tested.body).toBe(200);
    const purchase = await bought(app, await student(deps), {
      inscription: (await newActivity(deps)).id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await confirmedByOwner(app, admin, purchase);
    await deps.jobs.settle();
    // The key was used: ARCA holds the invoice it signed for.
    expect(arca.state.vouchers('homologacion', TEST_CUIT)).toHaveLength(1);

    const log = logged.join('');
    expect(log).toContain('/api/admin/invoicing');
    for (const leak of leaks) expect(log).not.toContain(leak);

    // As `npm run backup` runs: with the server stopped (the embedded database has one user at a time).
    await stop();
    const { file } = await createBackup(deps.config, folder);
    const entries: string[] = [];
    for await (const entry of readArchive(file)) entries.push(entry.name);
    expect(entries.some((name) => name.startsWith('db/'))).toBe(true);
    for await (const entry of readArchive(file)) {
      const text = entry.bytes.toString('latin1');
      for (const leak of leaks) expect(text, entry.name).not.toContain(leak);
    }
  });
});
