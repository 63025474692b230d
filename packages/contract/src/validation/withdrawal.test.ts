import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { withdrawalMessages as texts } from '../withdrawal-messages';
import { fieldMessages, TEXT_MAX } from './fields';
import { firstMessageAt } from './testing';
import {
  WITHDRAWAL_TEXT_MAX,
  withdrawalRejectSchema,
  withdrawalRequestSchema,
  withdrawalResolveSchema,
} from './withdrawal';

const { validation } = messages;
const request = { name: '  Ana Gómez ', email: 'Ana@Example.com', reference: 'INS-7K3F9Q' };

describe('withdrawalRequestSchema', () => {
  it('reads the name trimmed, the e-mail in lower case and no reason as an empty one', () => {
    expect(withdrawalRequestSchema.parse(request)).toEqual({
      name: 'Ana Gómez',
      email: 'ana@example.com',
      reference: 'INS-7K3F9Q',
      reason: '',
    });
  });

  it.each(['INS-7K3F9Q', 'ins-7k3f9q', ' INS 7K3F9Q ', 'ins7k3f9q', '7K3F9Q', '7k3f9q'])(
    'reads the reference %j as the e-mail wrote it',
    (reference) => {
      expect(withdrawalRequestSchema.parse({ ...request, reference }).reference).toBe('INS-7K3F9Q');
    },
  );

  it('keeps the line breaks of a reason', () => {
    expect(withdrawalRequestSchema.parse({ ...request, reason: 'Uno.\nDos.' }).reason).toBe('Uno.\nDos.');
  });

  it.each([
    ['name', { ...request, name: '   ' }, texts.nameRequired],
    ['name', { ...request, name: 'a'.repeat(TEXT_MAX.name + 1) }, validation.tooLong(TEXT_MAX.name)],
    ['email', { ...request, email: 'ana' }, validation.invalidEmail],
    ['reference', { ...request, reference: '' }, texts.referenceInvalid],
    ['reference', { ...request, reference: 'INS-7K3F' }, texts.referenceInvalid],
    ['reference', { ...request, reference: 'ARR-7K3F9Q' }, texts.referenceInvalid],
    ['reason', { ...request, reason: 'a\u0000b' }, validation.controlCharacters],
    [
      'reason',
      { ...request, reason: 'a'.repeat(WITHDRAWAL_TEXT_MAX + 1) },
      validation.tooLong(WITHDRAWAL_TEXT_MAX),
    ],
  ])('refuses a bad %s with its Spanish message', (field, input, message) => {
    expect(firstMessageAt(withdrawalRequestSchema, input, field)).toBe(message);
  });

  it('tells every field at once, one message each', () => {
    const result = withdrawalRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({
      name: texts.nameRequired,
      email: validation.required,
      reference: texts.referenceInvalid,
    });
  });
});

describe("the owner's answers", () => {
  it('resolves with an optional note, and the word that a transfer was given back', () => {
    expect(withdrawalResolveSchema.parse({})).toEqual({ note: '', moneyReturned: false });
    expect(withdrawalResolveSchema.parse({ note: ' Listo. ', moneyReturned: 'true' })).toEqual({
      note: 'Listo.',
      moneyReturned: true,
    });
  });

  it('rejects only with a note', () => {
    expect(firstMessageAt(withdrawalRejectSchema, { note: '  ' }, 'note')).toBe(texts.noteRequired);
    expect(withdrawalRejectSchema.parse({ note: 'Fuera de plazo.\nSaludos.' })).toEqual({
      note: 'Fuera de plazo.\nSaludos.',
    });
  });
});
