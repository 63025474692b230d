import { describe, expect, it } from 'vitest';
import {
  PRICE_MAX,
  booleanField,
  calendarDateField,
  instantField,
  linkField,
  numberField,
  optionalText,
  priceField,
  requiredLongText,
  requiredText,
} from './fields';

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

  it('rejects a price the numeric(12,2) column cannot hold', () => {
    expect(priceField('requerido').parse(PRICE_MAX)).toBe(9_999_999_999.99);
    for (const price of [100_000_000_000, '10000000000', 9_999_999_999.995, 1e308]) {
      expect(messagesOf(priceField('requerido').safeParse(price))).toEqual(['El precio es demasiado alto.']);
    }
  });
});

describe('text fields', () => {
  const controlCharacters = ['El texto tiene caracteres no permitidos.'];

  it('accept what people type: accents, ñ, emoji, inner spaces', () => {
    expect(requiredText('requerido', 20).parse('  Ñandú Pérez 🌿 ')).toBe('Ñandú Pérez 🌿');
  });

  it.each(['abc\u0000d', 'abc\u001bd', 'abc\u007fd', 'abc\u0085d', 'abc\ud800d', 'abc\nd', 'abc\td'])(
    'refuse a control character in a line of text (%j)',
    (text) => {
      expect(messagesOf(requiredText('requerido', 20).safeParse(text))).toEqual(controlCharacters);
    },
  );

  it('let a text of several lines keep its line breaks and tabs, not other control characters', () => {
    const text = 'Primera línea\r\n\tSegunda línea\nTercera';
    expect(requiredLongText('requerido', 100).parse(text)).toBe(text);
    expect(optionalText(100, { lines: true }).parse(text)).toBe(text);
    expect(messagesOf(requiredLongText('requerido', 100).safeParse('a\u0000b'))).toEqual(controlCharacters);
    expect(messagesOf(optionalText(100, { lines: true }).safeParse('a\u0000b'))).toEqual(controlCharacters);
    expect(messagesOf(optionalText(100).safeParse('a\nb'))).toEqual(controlCharacters);
  });

  it('keep their maximum length, counted after trimming', () => {
    expect(requiredText('requerido', 5).parse(' 12345 ')).toBe('12345');
    expect(messagesOf(requiredText('requerido', 5).safeParse('123456'))).toEqual(['Máximo 5 caracteres']);
    expect(messagesOf(optionalText(50_000).safeParse('x'.repeat(50_001)))).toEqual([
      'Máximo 50.000 caracteres',
    ]);
  });

  it('still tell an empty value by its own message first', () => {
    expect(messagesOf(requiredText('requerido', 5).safeParse('  '))).toEqual(['requerido']);
    expect(messagesOf(requiredText('requerido', 5).safeParse(null))).toEqual(['requerido']);
  });
});

describe('calendarDateField', () => {
  const field = calendarDateField('La fecha es requerida');

  it.each(['1900-01-01', '1990-06-15', '2100-12-31'])('accepts %s', (date) => {
    expect(field.parse(date)).toBe(date);
  });

  it.each(['0000-01-01', '0025-03-15', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses a year out of range: %s',
    (date) => {
      expect(messagesOf(field.safeParse(date))).toEqual(['La fecha debe estar entre los años 1900 y 2100.']);
    },
  );

  it.each(['1990-02-30', '15/06/1990', '+001990-06-15'])('refuses %s as no date', (date) => {
    expect(messagesOf(field.safeParse(date))).toEqual(['La fecha no es válida']);
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

  it.each([
    '0000-01-01T10:00',
    '0050-03-01T10:00',
    '0099-12-31T23:59:00Z',
    '2101-01-01T00:00',
    '9999-12-31T23:59',
  ])('refuses a year out of range: %s', (input) => {
    expect(messagesOf(field.safeParse(input))).toEqual(['La fecha debe estar entre los años 1900 y 2100.']);
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
