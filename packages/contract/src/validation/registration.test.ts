import { describe, expect, it } from 'vitest';
import { registerPayloadSchema, registrationSchema } from './registration';
import { firstMessageAt, messagesAt } from './testing';

const valid = {
  username: 'maria',
  email: 'maria@example.com',
  password: 'secreto',
  confirmPassword: 'secreto',
};

describe('registrationSchema', () => {
  it('accepts a valid form', () => {
    expect(registrationSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['username', '', 'Campo requerido'],
    ['username', 'abc', 'Mínimo 4 caracteres'],
    ['username', 'a'.repeat(16), 'Máximo 15 caracteres'],
    ['email', '', 'Campo requerido'],
    ['email', 'maria@', 'Email no válido'],
    ['email', 'maria.example.com', 'Email no válido'],
    ['password', '', 'Campo requerido'],
    ['password', 'abcde', 'Mínimo 6 caracteres'],
    ['password', 'a'.repeat(16), 'Máximo 15 caracteres'],
    ['confirmPassword', '', 'Campo requerido'],
    ['confirmPassword', 'abcde', 'Mínimo 6 caracteres'],
    ['confirmPassword', 'a'.repeat(16), 'Máximo 15 caracteres'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(registrationSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['username', 'abcd'],
    ['username', 'a'.repeat(15)],
    ['password', 'a'.repeat(15)],
  ])('%s = %j passes', (field, value) => {
    const form = { ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(registrationSchema.safeParse(form).success).toBe(true);
  });

  it('reports different passwords on confirmPassword', () => {
    expect(
      messagesAt(registrationSchema, { ...valid, confirmPassword: 'secreta' }, 'confirmPassword'),
    ).toEqual(['Las contraseñas no coinciden']);
  });

  it('reports different passwords even while another field is wrong', () => {
    const form = { ...valid, username: '', confirmPassword: 'secreta' };
    expect(firstMessageAt(registrationSchema, form, 'confirmPassword')).toBe('Las contraseñas no coinciden');
  });

  it('normalizes the e-mail', () => {
    expect(registrationSchema.parse({ ...valid, email: ' Maria@Example.COM ' }).email).toBe(
      'maria@example.com',
    );
  });
});

describe('registerPayloadSchema', () => {
  const payload = {
    username: 'maria',
    email: 'maria@example.com',
    password: 'secreto',
    altcha: 'eyJhbGdvcml0aG0iOiJ9',
  };

  it('accepts a payload and drops a confirmation sent by mistake', () => {
    expect(registerPayloadSchema.parse({ ...payload, confirmPassword: 'secreto' })).toEqual(payload);
  });

  it('requires the solved captcha', () => {
    expect(firstMessageAt(registerPayloadSchema, { ...payload, altcha: '' }, 'altcha')).toBe(
      'Por favor, verifica que no eres un robot',
    );
    expect(firstMessageAt(registerPayloadSchema, { ...payload, altcha: undefined }, 'altcha')).toBe(
      'Por favor, verifica que no eres un robot',
    );
  });

  it('applies the form rules', () => {
    expect(firstMessageAt(registerPayloadSchema, { ...payload, password: 'abc' }, 'password')).toBe(
      'Mínimo 6 caracteres',
    );
    expect(firstMessageAt(registerPayloadSchema, { ...payload, email: 'x' }, 'email')).toBe(
      'Email no válido',
    );
  });
});
