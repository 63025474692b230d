import { describe, expect, it } from 'vitest';
import { courseEditSchema } from './course';
import { firstMessageAt } from './testing';

const valid = {
  day: '2025-04-12',
  hour: '10',
  priceAnticipedPesos: '90000',
  pricePesos: '100000',
  priceDolar: '120',
  linkMP: 'https://mpago.la/2abc',
  linkPP: 'https://www.paypal.com/ncp/payment/X1',
};

describe('courseEditSchema', () => {
  it('sends prices and hour as numbers', () => {
    expect(courseEditSchema.parse(valid)).toEqual({
      ...valid,
      hour: 10,
      priceAnticipedPesos: 90000,
      pricePesos: 100000,
      priceDolar: 120,
      notify: false,
      capacity: null,
      installments: null,
    });
  });

  it.each([
    ['', null],
    ['40', 40],
    [12, 12],
  ])("reads 'Cupo' %j as %j (empty: no limit)", (capacity, read) => {
    expect(courseEditSchema.parse({ ...valid, capacity }).capacity).toBe(read);
  });

  it.each(['0', '-3', '2.5', 'muchos', 100_001])("refuses 'Cupo' %j", (capacity) => {
    expect(firstMessageAt(courseEditSchema, { ...valid, capacity }, 'capacity')).toBe(
      'El cupo debe ser un número entero mayor que 0, o quedar vacío.',
    );
  });

  it.each([
    ['hour', '0'],
    ['hour', 23],
  ])('%s = %j passes', (field, value) => {
    expect(courseEditSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it.each([
    ['hour', '', 'Campo requerido'],
    ['hour', -1, 'El horario debe ser igual 0 mayor a 0'],
    ['hour', '24', 'El horario debe ser igual 23 menor a 23'],
    ['hour', '10.5', 'El horario debe ser un número entero'],
    ['day', '', 'La fecha es requerida'],
    ['day', '2025-13-01', 'La fecha no es válida'],
    ['priceAnticipedPesos', '', 'El precio anticipado en pesos es requerido'],
    ['pricePesos', undefined, 'El precio en pesos es requerido'],
    ['priceDolar', '', 'El precio en dolares es requerido'],
    ['priceDolar', '-1', 'El precio no puede ser negativo'],
    ['linkMP', '', 'El link es requerido'],
    ['linkPP', undefined, 'El link es requerido'],
    ['linkPP', 'javascript:alert(1)', 'El link debe ser una dirección web que empiece con https://'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(courseEditSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});
