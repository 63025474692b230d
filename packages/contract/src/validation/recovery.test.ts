import { describe, expect, it } from 'vitest';
import { newPasswordPayloadSchema, newPasswordSchema, recoveryEmailSchema } from './recovery';
import { firstMessageAt, messagesAt } from './testing';

describe('recoveryEmailSchema', () => {
  it.each([
    [undefined, 'Este campo es requerido'],
    ['', 'Este campo es requerido'],
    ['maria', 'Correo invalido'],
    ['maria@example', 'Correo invalido'],
    ['maria@example.museum', 'Correo invalido'],
    ['maria@example.c', 'Correo invalido'],
    ['mar ia@example.com', 'Correo invalido'],
  ])('%j fails with %s', (email, message) => {
    expect(firstMessageAt(recoveryEmailSchema, { email }, 'email')).toBe(message);
  });

  it.each(['maria@example.com', 'MARIA.P_1%+x-y@Sub.Example.COM.AR', 'a@b.info'])('%s passes', (email) => {
    expect(recoveryEmailSchema.parse({ email })).toEqual({ email });
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['password', '', 'Este campo es requerido'],
    ['password', 'abcde', 'Minimo 6 caracteres'],
    ['confirmPassword', undefined, 'Este campo es requerido'],
    ['confirmPassword', 'abcde', 'Minimo 6 caracteres'],
    ['password', 'a'.repeat(16), 'Máximo 15 caracteres'],
  ])('%s = %j fails with %s', (field, value, message) => {
    const form = { password: 'secreto', confirmPassword: 'secreto', [field]: value };
    expect(firstMessageAt(newPasswordSchema, form, field)).toBe(message);
  });

  it('requires the repeat to match', () => {
    expect(
      messagesAt(newPasswordSchema, { password: 'secreto', confirmPassword: 'secreta' }, 'confirmPassword'),
    ).toEqual(['Las contraseñas no coinciden']);
  });

  it('accepts matching passwords of 6 to 15 characters, the lengths login accepts', () => {
    const form = { password: 'abcdef', confirmPassword: 'abcdef' };
    expect(newPasswordSchema.parse(form)).toEqual(form);
    expect(
      newPasswordSchema.safeParse({ password: 'a'.repeat(15), confirmPassword: 'a'.repeat(15) }).success,
    ).toBe(true);
  });
});

describe('newPasswordPayloadSchema', () => {
  const payload = { password: 'secreto', uuid: 'Zk3v9mP2qL8xR4tY7wN1bC6dF0gH5jK' };

  it('accepts the new password and the token of the link', () => {
    expect(newPasswordPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('applies the password rules and requires the token', () => {
    expect(firstMessageAt(newPasswordPayloadSchema, { ...payload, password: 'abc' }, 'password')).toBe(
      'Minimo 6 caracteres',
    );
    expect(firstMessageAt(newPasswordPayloadSchema, { ...payload, uuid: '' }, 'uuid')).toBe(
      'Este campo es requerido',
    );
  });
});
