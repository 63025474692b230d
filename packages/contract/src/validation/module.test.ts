import { describe, expect, it } from 'vitest';
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
