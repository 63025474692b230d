import { describe, expect, it } from 'vitest';
import { articleFormSchema } from './article';
import { firstMessageAt } from './testing';

describe('articleFormSchema', () => {
  it('accepts a title and a paragraph, even an empty one', () => {
    expect(articleFormSchema.parse({ title: ' Lealtades invisibles ', paragraph: '' })).toEqual({
      title: 'Lealtades invisibles',
      paragraph: '',
    });
  });

  it('requires a title', () => {
    expect(firstMessageAt(articleFormSchema, { title: '', paragraph: 'Texto' }, 'title')).toBe(
      'El título es requerido',
    );
  });

  it('requires the paragraph field', () => {
    expect(firstMessageAt(articleFormSchema, { title: 'Título' }, 'paragraph')).toBe('Campo requerido');
  });
});
