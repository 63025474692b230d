import { describe, expect, it } from 'vitest';
import { booleanField, instantField, linkField, numberField, priceField } from './fields';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

interface Issue {
  message: string;
  errors?: Issue[][];
}

/** Every message, those of a union's options too (react-hook-form's resolver shows one of those). */
const allMessagesOf = (result: { error?: { issues: Issue[] } }): string[] => {
  const walk = (issues: Issue[]): string[] =>
    issues.flatMap((issue) => [issue.message, ...(issue.errors ?? []).flatMap(walk)]);
  return [...new Set(walk(result.error?.issues ?? []))];
};

describe('numberField', () => {
  const field = numberField('requerido');

  it.each([
    [12000, 12000],
    ['12000', 12000],
    [' 12.5 ', 12.5],
    ['-3', -3],
    [0, 0],
  ])('reads %j as %j', (input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it.each([
    undefined,
    null,
    '',
    '  ',
    'abc',
    '1e3',
    '0x10',
    '12,5',
    true,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('rejects %j with the given message', (input) => {
    expect(messagesOf(field.safeParse(input))).toEqual(['requerido']);
    expect(allMessagesOf(field.safeParse(input))).toEqual(['requerido']);
  });
});

describe('priceField', () => {
  it('accepts 0 and positive prices', () => {
    expect(priceField('requerido').parse('0')).toBe(0);
    expect(priceField('requerido').parse(25000)).toBe(25000);
  });

  it('rejects negative prices', () => {
    expect(messagesOf(priceField('requerido').safeParse('-1'))).toEqual(['El precio no puede ser negativo']);
  });
});

describe('booleanField', () => {
  const field = booleanField('requerido');

  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
  ])('reads %j as %j', (input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it.each([undefined, null, '', 'yes', 'on', 1, 0])('rejects %j', (input) => {
    expect(messagesOf(field.safeParse(input))).toEqual(['requerido']);
    expect(allMessagesOf(field.safeParse(input))).toEqual(['requerido']);
  });
});

describe('instantField', () => {
  const field = instantField('La fecha es requerida');

  it.each([
    ['2025-03-15T19:00', '2025-03-15T22:00:00.000Z'],
    ['2025-03-15T19:00:30', '2025-03-15T22:00:30.000Z'],
    ['2025-03-15T22:00:00.000Z', '2025-03-15T22:00:00.000Z'],
    ['2025-03-15T19:00:00-03:00', '2025-03-15T22:00:00.000Z'],
    ['2025-03-15T23:30:00+01:00', '2025-03-15T22:30:00.000Z'],
  ])('reads %s as %s', (input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it.each([undefined, ''])('requires a value (%j)', (input) => {
    expect(messagesOf(field.safeParse(input))).toEqual(['La fecha es requerida']);
  });

  it.each(['mañana', '2025-03-15', '2025-02-30T10:00', '2025-03-15T25:00'])('rejects %s', (input) => {
    expect(messagesOf(field.safeParse(input))).toEqual(['La fecha no es válida']);
  });
});

describe('linkField', () => {
  it.each(['https://mpago.la/2abc', 'https://www.paypal.com/ncp/payment/X1', 'http://localhost:3000/sala'])(
    'accepts %s',
    (link) => {
      expect(linkField().parse(link)).toBe(link);
    },
  );

  it('requires a link', () => {
    expect(messagesOf(linkField().safeParse(''))).toEqual(['El link es requerido']);
  });

  it.each(['javascript:alert(1)', 'mpago.la/2abc', 'ftp://example.com/a'])('rejects %s', (link) => {
    expect(messagesOf(linkField().safeParse(link))).toEqual([
      'El link debe ser una dirección web que empiece con https://',
    ]);
  });
});
