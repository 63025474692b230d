import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile';
import { firstMessageAt } from './testing';

const valid = {
  firstName: 'María José',
  lastName: 'Pérez',
  birthday: '1985-04-23',
  phone: '+54 11 4567-8901',
  country: 'Argentina',
};

describe('profileSchema', () => {
  it('accepts names with accents and spaces, and a phone as typed', () => {
    expect(profileSchema.parse(valid)).toEqual(valid);
  });

  it('accepts what the purchase modal sends, and ignores its terms box', () => {
    const modalValues = {
      firstName: 'Maria',
      lastName: 'Gonzalez',
      country: 'Chile',
      birthday: '1990-01-31',
      phone: '56912345678',
    };
    expect(profileSchema.parse({ ...modalValues, terms: true })).toEqual(modalValues);
  });

  it.each([
    ['firstName', '', 'El nombre es requerido'],
    ['firstName', undefined, 'El nombre es requerido'],
    ['lastName', '  ', 'El apellido es requerido'],
    ['birthday', '', 'La fecha de nacimiento es requerida'],
    ['birthday', '23/04/1985', 'La fecha no es válida'],
    ['phone', '', 'El teléfono es requerido'],
    ['country', '', 'Selecciona tu pais'],
    ['country', 'Atlantis', 'Selecciona tu pais'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(profileSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});
