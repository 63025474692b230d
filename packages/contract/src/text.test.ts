import { describe, expect, it } from 'vitest';
import {
  fileSlug,
  metaDescription,
  plainTextFromMarkdown,
  shortenForAdminList,
  shortenForCard,
  showsTransferDescription,
} from './text';

const text = (length: number) => 'abcdefghij'.repeat(15).slice(0, length);

describe('shortenForCard', () => {
  it('keeps texts of up to 50 characters', () => {
    expect(shortenForCard(text(50))).toBe(text(50));
    expect(shortenForCard('')).toBe('');
  });

  it('marks texts over 50 characters, cut to 100 (so 51 to 100 characters are kept whole)', () => {
    expect(shortenForCard(text(51))).toBe(`${text(51)} [Seguir leyendo...]`);
    expect(shortenForCard(text(100))).toBe(`${text(100)} [Seguir leyendo...]`);
    expect(shortenForCard(text(150))).toBe(`${text(100)} [Seguir leyendo...]`);
  });

  it('never splits an emoji in two', () => {
    const withEmoji = `${'a'.repeat(99)}🌿 y más`;
    expect(shortenForCard(withEmoji)).toBe(`${'a'.repeat(99)} [Seguir leyendo...]`);
  });
});

describe('shortenForAdminList', () => {
  it('follows the same rule with [...]', () => {
    expect(shortenForAdminList(text(50))).toBe(text(50));
    expect(shortenForAdminList(text(51))).toBe(`${text(51)} [...]`);
    expect(shortenForAdminList(text(100))).toBe(`${text(100)} [...]`);
    expect(shortenForAdminList(text(150))).toBe(`${text(100)} [...]`);
  });
});

describe('showsTransferDescription', () => {
  it('shows only descriptions shorter than 100 characters', () => {
    expect(showsTransferDescription(text(99))).toBe(true);
    expect(showsTransferDescription(text(100))).toBe(false);
    expect(showsTransferDescription(text(150))).toBe(false);
  });
});

describe('plainTextFromMarkdown', () => {
  it.each([
    ['# Título\n\nUn párrafo.', 'Título Un párrafo.'],
    ['## Sección ##', 'Sección'],
    ['#hashtag sin espacio', '#hashtag sin espacio'],
    ['Texto con **negrita**, *cursiva*, __otra__ y _más_.', 'Texto con negrita, cursiva, otra y más.'],
    ['nombre_de_archivo y 2 * 3 * 4', 'nombre_de_archivo y 2 * 3 * 4'],
    ['Ver [la agenda](https://example.com/agenda "Agenda") y ![foto](/img/a.webp)', 'Ver la agenda y foto'],
    ['- uno\n- dos\n* tres\n1. cuatro\n2) cinco', 'uno dos tres cuatro cinco'],
    ['> Una cita\n> larga', 'Una cita larga'],
    ['Usá `código` y\n```js\nconst a = 1;\n```', 'Usá código y const a = 1;'],
    ['<p>Hola <strong>mundo</strong></p><br/>chau', 'Hola mundo chau'],
    ['Escribinos a <mailto:hola@example.com>', 'Escribinos a mailto:hola@example.com'],
    ['uno\n\n---\n\ndos', 'uno dos'],
    ['~~tachado~~ y \\*literal\\*', 'tachado y *literal*'],
    ['Tom &amp; Jerry&nbsp;juntos', 'Tom & Jerry juntos'],
    ['  muchos   espacios\n\n\ty líneas  ', 'muchos espacios y líneas'],
  ])('%j → %j', (markdown, expected) => {
    expect(plainTextFromMarkdown(markdown)).toBe(expected);
  });
});

describe('metaDescription', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `palabra${i}`).join(' ');

  it('keeps texts of up to 155 characters, on one line', () => {
    const exact = 'a'.repeat(155);
    expect(metaDescription(exact)).toBe(exact);
    expect(metaDescription('  Un taller\n\nde   constelaciones. ')).toBe('Un taller de constelaciones.');
  });

  it('cuts longer texts on a word boundary, marked with an ellipsis, within 155 characters', () => {
    const long = words(40);
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    const kept = description.slice(0, -1);
    expect(long.startsWith(`${kept} `)).toBe(true);
    // As many whole words as fit: one more would not.
    const nextWord = long.slice(kept.length + 1).split(' ')[0] ?? '';
    expect(`${kept} ${nextWord}…`.length).toBeGreaterThan(155);
  });

  it('keeps a word that ends exactly where the cut falls', () => {
    const text = `${'a'.repeat(150)} bcd efgh`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(150)} bcd…`);
  });

  it('drops punctuation left before the ellipsis', () => {
    const text = `${'a'.repeat(140)}, ${'b'.repeat(20)}`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(140)}…`);
  });

  it('cuts a single overlong word without splitting an emoji', () => {
    expect(metaDescription('x'.repeat(200))).toBe(`${'x'.repeat(154)}…`);
    expect(metaDescription(`${'x'.repeat(153)}🌿${'x'.repeat(10)}`)).toBe(`${'x'.repeat(153)}…`);
  });
});

describe('fileSlug', () => {
  it("keeps a title's letters and digits, without accents, joined by hyphens", () => {
    expect(fileSlug('Módulo 3 — En directo')).toBe('modulo-3-en-directo');
    expect(fileSlug('¿Qué es una constelación familiar?')).toBe('que-es-una-constelacion-familiar');
    expect(fileSlug('Ñandú '.repeat(20))).toMatch(/^nandu(-nandu)*$/);
    expect(fileSlug('¿?')).toBe('');
  });
});
