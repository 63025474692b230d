import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { moduleEditSchema } from './module';
import { firstMessageAt } from './testing';

const valid = {
  date: '2025-05-17T10:00',
  pricePesos: 80000,
  priceDolar: 100,
  link_intro: 'https://www.youtube.com/watch?v=intro',
  link: 'https://zoom.us/j/123',
  open: true,
  enabled: 'false',
};

describe('moduleEditSchema', () => {
  it('accepts a valid module and reads the date as Argentine time', () => {
    expect(moduleEditSchema.parse(valid)).toEqual({
      ...valid,
      date: '2025-05-17T13:00:00.000Z',
      enabled: false,
      notify: false,
      capacity: null,
      installments: null,
    });
  });

  it.each([
    ['date', '', 'La fecha es requerida'],
    ['pricePesos', '', 'El precio en pesos es requerido'],
    ['priceDolar', undefined, 'El precio en dolares es requerido'],
    ['link_intro', '', 'El link es requerido'],
    ['link', '', 'El link es requerido'],
    ['open', undefined, 'Campo requerido'],
    ['enabled', '', 'Campo requerido'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(moduleEditSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});

describe('installmentsField (an item’s cuotas)', () => {
  it.each([
    ['', null],
    [null, null],
    ['3', 3],
    [12, 12],
  ])('reads %j as %j', (installments, expected) => {
    const parsed = moduleEditSchema.safeParse({ ...valid, installments });
    expect(parsed.error).toBeUndefined();
    expect(parsed.data!.installments).toBe(expected);
  });

  it.each(['0', '13', '2.5', 'tres'])('refuses %j', (installments) => {
    const parsed = moduleEditSchema.safeParse({ ...valid, installments });
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(messages.installments.invalid);
  });
});
