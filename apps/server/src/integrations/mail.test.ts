import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { register, newPerson } from '../test/accounts';
import { buildTestApp } from '../test/helper';
import { readMail } from '../test/mime';
import { backgroundSender, createMailer, defaultSender, type Mail } from './mail';

const mail: Mail = {
  to: 'ana@example.com',
  subject: 'Confirmá tu cuenta',
  text: 'Hola, Ana.\n\nConfirmar: https://sitio.example/confirm/abc123',
  html: '<p>Hola, Ana.</p><p><a href="https://sitio.example/confirm/abc123">Confirmar</a></p>',
};

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
    const sender = backgroundSender(
      createMailer({ smtpUrl: undefined, from: defaultSender('Mariana Ríos'), outboxDir }),
    );
    const log = { info: vi.fn(), error: vi.fn() };
    sender.send(mail, log);
    await sender.drain();
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
    const { app, services } = await buildTestApp();
    const person = newPerson();
    expect((await register(app, person)).statusCode).toBe(201);
    const [file] = await waitForFiles(path.join(services.config.dataDir, 'outbox'));
    const read = readMail(await readFile(file!, 'utf8'));
    expect(read.to).toEqual([person.email]);
    expect(read.links[0]).toMatch(/^http:\/\/sitio\.test\/confirm\//);
  });
});

describe('sending in the background', () => {
  it('logs a failure instead of failing the request', async () => {
    const sender = backgroundSender(
      createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x <x@example.com>', outboxDir: '' }),
    );
    const log = { info: vi.fn(), error: vi.fn() };
    sender.send(mail, log);
    await sender.drain();
    expect(log.error).toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });
});
