import { describe, expect, it } from 'vitest';
import { isValidCuit, paymentSettingsEditSchema } from './payment-settings';
import { firstMessageAt } from './testing';

const valid = {
  bankHolder: 'Mariana Ríos',
  cuit: '20-12345678-6',
  bank: 'Banco Demo',
  cbu: '0000003100010000000001',
  alias: 'MARIANA.RIOS.DEMO',
  abroadInstructions: 'Western Union a nombre de Mariana Ríos.',
  earlyPaymentDays: '15',
  unpaidDataDays: '90',
  offerHours: '48',
};

describe('isValidCuit', () => {
  it.each(['20-12345678-6', '20123456786', '30-71234567-1', '20 33333333 4'])('accepts %s', (cuit) => {
    expect(isValidCuit(cuit)).toBe(true);
  });

  it.each(['20-12345678-5', '2012345678', '201234567861', '20-1234567A-6', ''])('refuses %j', (cuit) => {
    expect(isValidCuit(cuit)).toBe(false);
  });
});

describe('paymentSettingsEditSchema', () => {
  it('reads the owner details, the CUIT without hyphens and the days as a number', () => {
    expect(paymentSettingsEditSchema.parse(valid)).toEqual({
      ...valid,
      cuit: '20123456786',
      earlyPaymentDays: 15,
      unpaidDataDays: 90,
      offerHours: 48,
    });
  });

  it('allows empty details (that way to pay is then not offered)', () => {
    const empty = { bankHolder: '', cuit: '', bank: '', cbu: '', alias: '', abroadInstructions: '' };
    expect(
      paymentSettingsEditSchema.parse({ ...empty, earlyPaymentDays: 0, unpaidDataDays: 1, offerHours: 1 }),
    ).toEqual({
      ...empty,
      earlyPaymentDays: 0,
      unpaidDataDays: 1,
      offerHours: 1,
    });
  });

  it.each([
    ['cuit', '20-12345678-5', 'El CUIT debe tener 11 números y un dígito verificador válido.'],
    ['cbu', '000000310001000000000', 'El CBU o CVU debe tener 22 números.'],
    ['cbu', '00000031000100000000012', 'El CBU o CVU debe tener 22 números.'],
    ['alias', 'abc', 'El alias debe tener de 6 a 20 letras, números, puntos o guiones.'],
    ['alias', 'mi alias', 'El alias debe tener de 6 a 20 letras, números, puntos o guiones.'],
    ['earlyPaymentDays', '-1', 'Los días de pago anticipado deben ser un número entero entre 0 y 365.'],
    ['earlyPaymentDays', '1.5', 'Los días de pago anticipado deben ser un número entero entre 0 y 365.'],
    ['earlyPaymentDays', '', 'Los días de pago anticipado deben ser un número entero entre 0 y 365.'],
    ...['0', '3651', '30.5', ''].map((days) => [
      'unpaidDataDays',
      days,
      'Los días para borrar los datos de las inscripciones vencidas deben ser un número entero entre 1 y 3650.',
    ]),
  ])('refuses %s = %j', (field, value, message) => {
    expect(firstMessageAt(paymentSettingsEditSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});
