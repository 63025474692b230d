import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { TEXT_MAX } from './fields';
import { legalTextWriteSchema } from './legal-text';
import { firstMessageAt } from './testing';

describe('legalTextWriteSchema', () => {
  it('reads the kind and the Markdown, trimmed, line breaks kept', () => {
    expect(legalTextWriteSchema.parse({ kind: 'privacy', markdown: '  ## Datos\n\nTexto.\n' })).toEqual({
      kind: 'privacy',
      markdown: '## Datos\n\nTexto.',
    });
  });

  it.each([
    ['kind', { kind: 'cookies', markdown: 'Texto' }, messages.legal.kindInvalid],
    ['markdown', { kind: 'terms', markdown: '   ' }, messages.legal.markdownRequired],
    ['markdown', { kind: 'terms' }, messages.legal.markdownRequired],
    ['markdown', { kind: 'terms', markdown: 'a\u0000b' }, messages.validation.controlCharacters],
    [
      'markdown',
      { kind: 'terms', markdown: 'a'.repeat(TEXT_MAX.article + 1) },
      messages.validation.tooLong(TEXT_MAX.article),
    ],
  ])('refuses a bad %s with its Spanish message', (field, input, message) => {
    expect(firstMessageAt(legalTextWriteSchema, input, field)).toBe(message);
  });
});
