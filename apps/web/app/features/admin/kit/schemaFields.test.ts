import { describe, expect, it } from 'vitest';
import {
  activityCreateSchema,
  activityEditSchema,
  articleFormSchema,
  courseEditSchema,
  moduleEditSchema,
} from '@constelaciones/contract';
import { emptyValues, recordValues, schemaFields } from './schemaFields';

describe('fields read from the contract schemas', () => {
  it('names every field of each admin form, refined schemas included', () => {
    expect(schemaFields(activityCreateSchema)).toEqual([
      'title',
      'day',
      'description',
      'pricePesos',
      'priceDolar',
      'modality',
      'city',
      'important',
      'associateModel',
      'associate',
      'kind',
      'capacity',
      'installments',
    ]);
    expect(schemaFields(activityEditSchema)).toEqual([
      ...schemaFields(activityCreateSchema),
      'archived',
      'notify',
    ]);
    expect(schemaFields(articleFormSchema)).toEqual(['title', 'paragraph']);
    expect(schemaFields(courseEditSchema)).toEqual([
      'day',
      'hour',
      'priceAnticipedPesos',
      'pricePesos',
      'priceDolar',
      'linkMP',
      'linkPP',
      'notify',
      'capacity',
      'installments',
    ]);
    expect(schemaFields(moduleEditSchema)).toEqual([
      'date',
      'pricePesos',
      'priceDolar',
      'link_intro',
      'link',
      'open',
      'enabled',
      'notify',
      'capacity',
      'installments',
    ]);
  });

  it('starts a new item with every field empty, which each rule refuses with its own message', () => {
    expect(emptyValues(articleFormSchema)).toEqual({ title: '', paragraph: '' });
    const empty = emptyValues(activityCreateSchema);
    expect(Object.values(empty).every((value) => value === '')).toBe(true);
    const result = activityCreateSchema.safeParse(empty);
    expect(result.success).toBe(false);
    const messages = new Map(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages.get('title')).toBe('El nombre es requerido');
    expect(messages.get('modality')).toBe('La modalidad es requerida');
    expect(messages.get('important')).toBe('La importancia es requerida');
    expect(messages.has('associate')).toBe(false);
  });

  it("shows a saved item in its form: only the schema's fields, numbers as text, nothing as empty", () => {
    const module = {
      _id: 'm1',
      title: 'Módulo 3',
      date: '2025-03-15T22:00:00.000Z',
      pricePesos: 12000,
      priceDolar: 12.5,
      link_intro: 'https://example.org/intro',
      open: false,
      enabled: true,
    };
    expect(recordValues(moduleEditSchema, module)).toEqual({
      date: '2025-03-15T22:00:00.000Z',
      pricePesos: '12000',
      priceDolar: '12.5',
      link_intro: 'https://example.org/intro',
      link: '',
      open: false,
      enabled: true,
      notify: '',
      capacity: '',
      installments: '',
    });
  });
});
