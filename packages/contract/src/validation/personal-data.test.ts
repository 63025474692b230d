import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, deletionConfirmSchema } from './personal-data';
import { firstMessageAt } from './testing';

describe('the deletion of an account', () => {
  it('is confirmed with a password as the login form takes it', () => {
    expect(accountDeletionSchema.parse({ password: 'clave-123' })).toEqual({ password: 'clave-123' });
    expect(firstMessageAt(accountDeletionSchema, { password: '' }, 'password')).toBe('Campo requerido');
    expect(firstMessageAt(accountDeletionSchema, { password: 'abc' }, 'password')).toBe(
      'Mínimo 4 caracteres',
    );
  });

  it("or by the e-mailed link's token", () => {
    expect(deletionConfirmSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(firstMessageAt(deletionConfirmSchema, { token: '' }, 'token')).toBe(
      'El enlace para eliminar la cuenta no es válido o ya venció. Pedí uno nuevo desde tu perfil.',
    );
  });
});
