import path from 'node:path';
import { build } from 'esbuild';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { escapeHtml } from '../platform/letter';
import { emailPreviews, PREVIEW_PATH } from './email-preview';
import { mailSamples, SAMPLE_ITEM_TITLE, samplePerson } from './email-samples';

// The demo's owner, from the database as the preview reads her.
const { deps } = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
const site = await deps.sender.site();
const app = Fastify();
await app.register(emailPreviews, deps);
afterAll(() => app.close());

const sampled = mailSamples.map((sample) => ({
  sample,
  mail: sample.render({
    site,
    ownerEmail: site.noticesTo,
    person: samplePerson,
    itemTitle: SAMPLE_ITEM_TITLE,
  }),
}));

describe('the preview of the e-mails (npm run dev)', () => {
  it('lists every e-mail the site sends, each with its subject, its HTML and its plain text', async () => {
    const res = await app.inject({ url: PREVIEW_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(mailSamples.length).toBeGreaterThanOrEqual(12);
    for (const { sample, mail } of sampled) {
      expect(res.body).toContain(`<h2>${escapeHtml(sample.title)}</h2>`);
      expect(res.body).toContain(escapeHtml(mail.subject));
      expect(res.body).toContain(escapeHtml(mail.text));
      expect(res.body).toContain(`href="${PREVIEW_PATH}/${sample.id}"`);
    }
  });

  it('opens each e-mail alone: its HTML as sent, and its plain text', async () => {
    for (const { sample, mail } of sampled) {
      const html = await app.inject({ url: `${PREVIEW_PATH}/${sample.id}` });
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.body).toBe(mail.html);
      const text = await app.inject({ url: `${PREVIEW_PATH}/${sample.id}/texto` });
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text.body).toBe(mail.text);
    }
    expect((await app.inject({ url: `${PREVIEW_PATH}/ninguno` })).statusCode).toBe(404);
  });

  it('answers only a request straight from this machine, never one through a proxy', async () => {
    const proxied = await app.inject({ url: PREVIEW_PATH, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    const remote = await app.inject({ url: PREVIEW_PATH, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('is not in the production server: the bundle of main.ts holds none of its files', async () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const bundle = await build({
      absWorkingDir: serverDir,
      entryPoints: ['src/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(bundle.metafile.inputs);
    // The check itself sees the mail layout the production server does use.
    expect(inputs).toContain('src/platform/letter.ts');
    expect(inputs.filter((input) => /src\/dev\/|src\/dev\.ts/.test(input))).toEqual([]);
  });
});
