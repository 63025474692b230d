import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import { readMail } from '../../apps/server/src/test/mime';

/**
 * Where support/server.mjs files the messages its SMTP server receives: one folder per server, named by its
 * port, so a test reads the mail of the server its project talks to (playwright.config.ts).
 */
function mailDirOfThisTest(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL: no server to read the mail of');
  return path.resolve(`reports/e2e-mail-${new URL(baseURL).port}`);
}
const returned = new Set<string>();

export interface ReceivedMail {
  subject: string;
  text: string;
  /** Every http(s) address of the plain text, e.g. the /confirm/{token} or /recover-password/{token} link. */
  links: string[];
  /** The attached files: an invoice's PDF. */
  attachments: { filename: string; contentType: string; bytes: Buffer }[];
}

/**
 * The newest message to `to` (with `subjectPart` in its subject) that this worker has not returned yet,
 * waiting for it up to `timeoutMs`.
 */
export async function waitForMail(to: string, subjectPart = '', timeoutMs = 15_000): Promise<ReceivedMail> {
  const mailDir = mailDirOfThisTest();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.eml'),
    );
    for (const file of files
      .sort()
      .reverse()
      .map((name) => path.join(mailDir, name))) {
      if (returned.has(file)) continue;
      const mail = readMail(await readFile(file, 'utf8'));
      const addressed = mail.to.some((address) => address.toLowerCase() === to.toLowerCase());
      if (addressed && mail.subject.includes(subjectPart)) {
        returned.add(file);
        const attachments = mail.attachments.map(({ filename, contentType, bytes }) => ({
          filename,
          contentType,
          bytes,
        }));
        return { subject: mail.subject, text: mail.text, links: mail.links, attachments };
      }
    }
    if (Date.now() > deadline)
      throw new Error(`No llegó ningún correo a ${to} (${subjectPart}) en ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
