import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages, type LegalText } from '@constelaciones/contract';
import { auditLog, legalTexts, siteContent } from '../../db/schema';
import { siteDigest } from '../../test/digest';
import { buildSecondInstance, buildTestApp, sessionFor } from '../../test/helper';

/*
 * The terms and the privacy policy: the site's proposal until the owner saves a draft, the draft on the public
 * page until she publishes, then the published text; every change audited, on every instance at once.
 */
const first = await buildTestApp({ PENDING_PURCHASE_DAYS: '5' });
const second = await buildSecondInstance(first);
const { app, deps } = first;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const student = await sessionFor(deps, 'USER');

const list = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/legal-texts', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ texts: LegalText[] }>().texts;
};
const send = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: url.endsWith('/publish') ? 'POST' : 'PUT', url, payload: payload as object, headers });
const SAVE = '/api/admin/legal-texts';
const PUBLISH = '/api/admin/legal-texts/publish';
const lastAudit = async () => (await db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0]!;

describe('the legal texts', () => {
  it("propose a first draft from the site's rules, with placeholders for the details it lacks", async () => {
    // No details of hers yet: the demo's fictional owner is not there either.
    await db.delete(siteContent).where(eq(siteContent.key, 'owner'));
    const [terms, privacy] = await list();
    expect(terms).toMatchObject({ kind: 'terms', published: null, publishedAt: null, updatedAt: null });
    expect(terms!.draft).toContain('[tu nombre]');
    expect(terms!.draft).toContain('**5 días**');
    expect(terms!.draft).toContain('Ley 24.240');
    expect(terms!.draft).toMatch(/Mercado Pago[\s\S]*PayPal[\s\S]*Transferencia bancaria/);
    expect(privacy).toMatchObject({ kind: 'privacy', published: null });
    expect(privacy!.draft).toContain('Ley 25.326');
    expect(privacy!.draft).toContain('Agencia de Acceso a la Información Pública');

    const page = await deps.catalog.legalPage('terms');
    expect(page).toEqual({ kind: 'terms', markdown: terms!.draft, draft: true, publishedAt: null });
  });

  it("write her name and address into the proposal once her details are in the site's content", async () => {
    await db.insert(siteContent).values({
      key: 'owner',
      value: { name: 'Lucía Fernández', profession: 'Psicóloga', noticesEmail: 'lucia@example.com' },
    });
    try {
      const [terms, privacy] = await list();
      for (const text of [terms!, privacy!]) {
        expect(text.draft).toContain('**Lucía Fernández**');
        expect(text.draft).toContain('[lucia@example.com](mailto:lucia@example.com)');
        expect(text.draft).not.toContain('[tu nombre]');
      }
    } finally {
      await db.delete(siteContent).where(eq(siteContent.key, 'owner'));
    }
  });

  it('show a saved draft to visitors, marked as a draft, until she publishes; then the published text', async () => {
    const saved = await send(SAVE, { kind: 'terms', markdown: '  ## Condiciones\n\nPrimer borrador.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      msg: messages.legal.saved,
      text: { kind: 'terms', draft: '## Condiciones\n\nPrimer borrador.', published: null },
    });
    expect(await lastAudit()).toMatchObject({
      actorId: admin.userId,
      action: 'update',
      entity: 'legal-text',
      after: {
        title: 'Términos y condiciones',
        kind: 'terms',
        draft: '## Condiciones\n\nPrimer borrador.',
        published: null,
      },
    });
    expect(await deps.catalog.legalPage('terms')).toMatchObject({
      markdown: '## Condiciones\n\nPrimer borrador.',
      draft: true,
    });

    const published = await send(PUBLISH, { kind: 'terms', markdown: '## Condiciones\n\nVersión final.' });
    expect(published.statusCode).toBe(200);
    const { text } = published.json<{ text: LegalText }>();
    expect(text).toMatchObject({
      draft: '## Condiciones\n\nVersión final.',
      published: '## Condiciones\n\nVersión final.',
    });
    expect(Date.now() - Date.parse(text.publishedAt!)).toBeLessThan(60_000);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.userId,
      action: 'publish',
      entity: 'legal-text',
      before: { draft: '## Condiciones\n\nPrimer borrador.', published: null },
      after: { published: '## Condiciones\n\nVersión final.' },
    });
    expect(await deps.catalog.legalPage('terms')).toEqual({
      kind: 'terms',
      markdown: '## Condiciones\n\nVersión final.',
      draft: false,
      publishedAt: text.publishedAt,
    });

    // A new draft after publishing: visitors keep reading the published text.
    await send(SAVE, { kind: 'terms', markdown: 'Cambios en curso.' });
    expect(await deps.catalog.legalPage('terms')).toMatchObject({
      markdown: '## Condiciones\n\nVersión final.',
      draft: false,
    });
    const [terms, privacy] = await list();
    expect(terms).toMatchObject({
      draft: 'Cambios en curso.',
      published: '## Condiciones\n\nVersión final.',
    });
    // The other text is untouched: still the proposal.
    expect(privacy).toMatchObject({ published: null, updatedAt: null });
  });

  it("reach the other instance's public pages at once", async () => {
    const before = await second.deps.catalog.legalPage('privacy');
    expect(before.draft).toBe(true);
    await send(PUBLISH, { kind: 'privacy', markdown: 'Tus datos están cuidados.' });
    await vi.waitFor(
      async () =>
        expect(await second.deps.catalog.legalPage('privacy')).toMatchObject({
          markdown: 'Tus datos están cuidados.',
          draft: false,
        }),
      { timeout: 3_000, interval: 20 },
    );
  });

  it('refuse anonymous visitors (401) and students (403), changing nothing', async () => {
    const digest = await siteDigest(deps);
    for (const url of [SAVE, PUBLISH]) {
      expect((await send(url, { kind: 'terms', markdown: 'x' }, {})).statusCode).toBe(401);
      expect((await send(url, { kind: 'terms', markdown: 'x' }, student.headers)).statusCode).toBe(403);
    }
    const read = await app.inject({ method: 'GET', url: '/api/admin/legal-texts', headers: student.headers });
    expect(read.statusCode).toBe(403);
    expect(await siteDigest(deps)).toEqual(digest);
  });

  it.each([
    [{ kind: 'cookies', markdown: 'Texto' }, 'kind', messages.legal.kindInvalid],
    [{ kind: 'terms', markdown: '  \n ' }, 'markdown', messages.legal.markdownRequired],
    [{ kind: 'privacy', markdown: 'a\u0000b' }, 'markdown', messages.validation.controlCharacters],
  ])('refuse %j with a Spanish 400 that changes nothing', async (body, field, message) => {
    const rows = await db.select().from(legalTexts);
    const digest = await siteDigest(deps);
    for (const url of [SAVE, PUBLISH]) {
      const res = await send(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ msg: string; errors: Record<string, string> }>()).toMatchObject({
        msg: expect.any(String),
        errors: { [field]: message },
      });
    }
    expect(await db.select().from(legalTexts)).toEqual(rows);
    expect(await siteDigest(deps)).toEqual(digest);
  });
});
