import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { register, newPerson } from '../test/accounts';
import { buildTestApp } from '../test/helper';
import { readMail } from '../test/mime';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { jobQueue } from '../lib/jobs';
import { createMailer, mailOutbox, type Mail } from './mail';

const mail: Mail = {
  to: 'ana@example.com',
  subject: 'Confirmá tu cuenta',
  text: 'Hola, Ana.\n\nConfirmar: https://sitio.example/confirm/abc123',
  html: '<p>Hola, Ana.</p><p><a href="https://sitio.example/confirm/abc123">Confirmar</a></p>',
};

// Set up before the tests, whose timeouts a busy machine's PGlite start-up must not eat.
const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
afterAll(() => database.close());
await migrateDatabase(database);
const { app, deps } = await buildTestApp();

async function waitForFiles(dir: string): Promise<string[]> {
  for (let i = 0; i < 200; i++) {
    const files = await readdir(dir).catch(() => []);
    if (files.length > 0) return files.map((file) => path.join(dir, file));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nothing in ${dir}`);
}

describe('mail without SMTP', () => {
  it('writes each message as an .eml file in the outbox, and logs its links', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'outbox');
    const jobs = jobQueue(database);
    const outbox = mailOutbox(jobs, createMailer({ smtpUrl: undefined, from: undefined, outboxDir }), {
      publicUrl: 'https://sitio.example',
    });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const stop = await jobs.start(log);
    onTestFinished(stop);
    await outbox.enqueue(database.db, { ...mail, senderName: 'Mariana Ríos' });
    await outbox.drain();
    const [file] = await waitForFiles(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const read = readMail(await readFile(file!, 'utf8'));
    expect(read).toMatchObject({
      to: ['ana@example.com'],
      subject: 'Confirmá tu cuenta',
      links: ['https://sitio.example/confirm/abc123'],
    });
    expect(read.from).toBe('Mariana Ríos <no-responder@localhost>');
    expect(read.html).toContain('<a href="https://sitio.example/confirm/abc123">');
    expect(log.info).toHaveBeenCalledWith(
      { to: 'ana@example.com', file, links: ['https://sitio.example/confirm/abc123'] },
      expect.stringContaining('Confirmá tu cuenta'),
    );
  });

  it("is where the app's confirmation e-mails go when SMTP_URL is unset", async () => {
    const person = newPerson();
    expect((await register(app, person)).statusCode).toBe(201);
    const [file] = await waitForFiles(path.join(deps.config.dataDir, 'outbox'));
    const read = readMail(await readFile(file!, 'utf8'));
    expect(read.to).toEqual([person.email]);
    expect(read.links[0]).toMatch(/^http:\/\/sitio\.test\/confirm\//);
  });
});
