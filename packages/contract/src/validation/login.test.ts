import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { firstMessageAt } from './testing';

const valid = { user: 'maria', password: 'secreto' };

describe('loginSchema', () => {
  it('accepts a valid login', () => {
    expect(loginSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['user', undefined, 'Campo requerido'],
    ['user', '', 'Campo requerido'],
    ['user', '   ', 'Campo requerido'],
    ['user', 'abc', 'Mínimo 4 caracteres'],
    ['password', undefined, 'Campo requerido'],
    ['password', '', 'Campo requerido'],
    ['password', 'abc', 'Mínimo 4 caracteres'],
    ['password', 'a'.repeat(16), 'Máximo 15 caracteres'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(loginSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['user', 'abcd'],
    ['user', 'maria@example.com'],
    ['password', 'abcd'],
    ['password', 'a'.repeat(15)],
  ])('%s = %j passes', (field, value) => {
    expect(loginSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it('trims the user but never the password', () => {
    expect(loginSchema.parse({ user: ' maria ', password: ' clave ' })).toEqual({
      user: 'maria',
      password: ' clave ',
    });
  });
});
