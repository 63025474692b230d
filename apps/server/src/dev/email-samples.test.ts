import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSiteSections } from '../db/seed/demo-site-sections';
import { BRAND, CREAM } from '../platform/letter';
import { mailSamples, SAMPLE_ITEM_TITLE, samplePerson, type SampleContext } from './email-samples';

const { owner } = demoSiteSections;
const features = path.resolve(import.meta.dirname, '../features');
const context: SampleContext = {
  site: { ownerName: owner.name, publicUrl: 'https://sitio.example', noticesTo: owner.noticesEmail },
  ownerEmail: owner.noticesEmail,
  person: samplePerson,
  itemTitle: SAMPLE_ITEM_TITLE,
};
const FOOTER = `Este correo lo envió el sitio de ${owner.name} (sitio.example).`;

/** What a reader of the HTML part sees: its text without tags, entities decoded, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    // Tags within a line of text (a link, emphasis) part no words; the others end a line.
    .replace(/<\/?(?:a|strong|em|code|del)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
/** The addresses of a text, without the bracket that may close around one. */
const linksOf = (text: string) => text.match(/https?:\/\/[^\s)]+/g) ?? [];

describe('the registry of e-mails', () => {
  it('has a sample of every e-mail a feature writes (each exported …Mail function of a features/*/emails.ts)', async () => {
    const builders: { name: string; fn: unknown }[] = [];
    for (const feature of await readdir(features)) {
      const file = path.join(features, feature, 'emails.ts');
      const exported = (await import(file).catch(() => ({}))) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(exported))
        if (name.endsWith('Mail') && typeof fn === 'function') builders.push({ name, fn });
    }
    // The accounts' and the purchases' e-mails at least: the search finds the files.
    expect(builders.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['confirmationMail', 'recoveryMail', 'paymentConfirmedMail']),
    );
    const sampled = new Set(mailSamples.map((sample) => sample.build));
    expect(builders.filter(({ fn }) => !sampled.has(fn as never)).map(({ name }) => name)).toEqual([]);
    expect(new Set(mailSamples.map((sample) => sample.id)).size).toBe(mailSamples.length);
  });
});

describe.each(mailSamples.map((sample) => [sample.title, sample] as const))('%s', (_title, sample) => {
  const mail = sample.render(context);

  it('has a subject, an addressee, a plain-text part and an HTML part', () => {
    expect(mail.subject).not.toBe('');
    expect(mail.to).toMatch(/@/);
    expect(mail.text).not.toMatch(/<\w+/);
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('says in HTML all that its plain text says, with the same links', () => {
    const seen = visibleText(mail.html);
    // A link of her Markdown is its words in both parts, and its address in brackets in the text: a link
    // in the HTML, which the last check compares.
    const said = mail.text.replace(/ \((https?:\/\/[^\s)]+)\)/g, (written, url: string) =>
      hrefs(mail.html).includes(url) ? '' : written,
    );
    for (const line of said.split('\n'))
      for (const piece of line.split(': ').map((part) => part.trim()))
        if (piece && piece !== '--') expect(seen).toContain(piece);
    expect(linksOf(mail.text).length).toBeGreaterThan(0);
    expect(new Set(hrefs(mail.html))).toEqual(new Set(linksOf(mail.text)));
  });

  it('is in the one layout: signed by the owner, with the same brand and footer in both parts', () => {
    expect(mail.text.endsWith(`${owner.name}\n\n-- \n${FOOTER}`)).toBe(true);
    expect(visibleText(mail.html).trim()).toMatch(
      new RegExp(`^${owner.name} .* ${owner.name} ${FOOTER.replace(/[().]/g, '\\$&')}$`),
    );
  });

  it('escapes in HTML what people and the owner wrote, and keeps it as written in the text', () => {
    const hostile: SampleContext = {
      ...context,
      site: { ...context.site, ownerName: 'Mariana <b>Ríos</b>' },
      person: {
        firstName: '<script>alert(1)</script>',
        lastName: '"O\'Brien" & <img src=x onerror=alert(2)>',
        username: '<i>ana</i>',
        email: 'ana@example.com',
      },
      itemTitle: 'Taller <a href="https://malo.example">gratis</a>',
    };
    const written = sample.render(hostile);
    expect(written.html).not.toMatch(/<(script|img|b|i)\b|href="https:\/\/malo/);
    const seen = visibleText(written.html);
    for (const value of [
      hostile.site.ownerName,
      hostile.person.firstName,
      hostile.person.lastName,
      hostile.person.username,
      hostile.itemTitle,
    ])
      if (written.text.includes(value)) expect(seen).toContain(value);
    expect(written.text).toContain('Mariana <b>Ríos</b>');
  });
});

describe("the e-mails' colours", () => {
  it("are the site's: its brand's dark shade and its cream, as the stylesheet's theme sets them", async () => {
    const theme = await readFile(
      path.resolve(import.meta.dirname, '../../../web/app/styles/_theme.scss'),
      'utf8',
    );
    const colour = (name: string) => new RegExp(`^\\$${name}: (#[0-9a-f]{6});`, 'm').exec(theme)?.[1];
    expect([BRAND, CREAM]).toEqual([colour('brand-dark'), colour('cream')]);
    const { html } = mailSamples.find((sample) => sample.id === 'novedad')!.render(context);
    expect(html).toContain(`bgcolor="${CREAM}"`);
    expect(html).toContain(`border-bottom:3px solid ${BRAND}`);
    // Her own links too, written in Markdown.
    expect(html).toContain(
      `<a style="color:${BRAND}" href="https://sitio.example/calendario">calendario</a>`,
    );
  });
});

describe('a site that knows no address for the owner (no notices address, no administrator yet)', () => {
  const nowhere: SampleContext = { ...context, site: { ...context.site, noticesTo: '' }, ownerEmail: '' };
  const render = (id: string, given: SampleContext) =>
    mailSamples.find((sample) => sample.id === id)!.render(given).text;

  it('leaves no blank where her address would go in any e-mail', () => {
    for (const sample of mailSamples)
      expect(sample.render(nowhere).text, sample.id).not.toMatch(/ {2}|\S [.,;:]| a$/m);
  });

  it('the reminder asks for the receipt at her address, and without one says what it still knows', () => {
    const sentence = (address: string) =>
      `Si ya pagaste, enviá el comprobante a ${address} indicando la referencia.`;
    expect(render('recordatorio', context)).toContain(sentence(owner.noticesEmail));
    const without = render('recordatorio', nowhere);
    expect(without).not.toContain('Si ya pagaste');
    expect(without).toContain('la inscripción vencerá y el lugar quedará libre.');
    expect(without).toContain('Fecha límite de pago: ');
    expect(without).toContain('Ver mis inscripciones: https://sitio.example/dashboard');
  });

  it('the refund notice sends a doubt to her address, and without one only tells what happened', () => {
    const sentence = (address: string) =>
      `Si creés que es un error, escribí a ${address} indicando la referencia.`;
    expect(render('reintegro', context)).toContain(sentence(owner.noticesEmail));
    const without = render('reintegro', nowhere);
    expect(without).not.toContain('Si creés que es un error');
    expect(without).toContain('fue reintegrado. La inscripción ya no figura como paga.');
  });
});
