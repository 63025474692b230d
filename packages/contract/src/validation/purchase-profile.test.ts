import { describe, expect, it } from 'vitest';
import { purchaseProfileSchema } from './purchase-profile';
import { firstMessageAt } from './testing';

const valid = {
  firstName: 'Maria',
  lastName: 'Gonzalez',
  country: 'Argentina',
  birthday: '1985-04-23',
  phone: '1145678901',
  terms: true,
};

describe('purchaseProfileSchema', () => {
  it('accepts a valid purchase', () => {
    expect(purchaseProfileSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['firstName', undefined, 'Campo requerido'],
    ['firstName', '', 'Campo requerido'],
    ['firstName', 'María', 'Solo letras'],
    ['firstName', 'Ana Maria', 'Solo letras'],
    ['firstName', 'Ana2', 'Solo letras'],
    ['lastName', '', 'Campo requerido'],
    ['lastName', 'Pérez', 'Solo letras'],
    ['lastName', 'De la Torre', 'Solo letras'],
    ['country', undefined, 'Selecciona tu pais'],
    ['country', '', 'Selecciona tu pais'],
    ['country', 'Narnia', 'Selecciona tu pais'],
    ['birthday', undefined, 'Campo requerido'],
    ['birthday', '', 'Campo requerido'],
    ['birthday', '1985-02-30', 'La fecha no es válida'],
    ['phone', undefined, 'Campo requerido'],
    ['phone', '', 'Campo requerido'],
    ['phone', '+54 11 4567-8901', 'Solo números'],
    ['phone', '11a4567', 'Solo números'],
    ['terms', false, 'Para continuar debe aceptar los términos y condiciones.'],
    ['terms', undefined, 'Para continuar debe aceptar los términos y condiciones.'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(purchaseProfileSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['firstName', 'ANA'],
    ['lastName', 'Smith'],
    ['country', 'Uruguay'],
    ['country', 'España'],
    ['phone', '005491145678901'],
  ])('%s = %j passes', (field, value) => {
    expect(purchaseProfileSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });
});
