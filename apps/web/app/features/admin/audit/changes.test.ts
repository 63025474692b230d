import { describe, expect, it } from 'vitest';
import { changedFields, describeAction, showValue, subjectOf } from './changes';

const activity = {
  _id: 'a1',
  title: 'Taller de otoño',
  day: '2031-05-10T22:00:00.000Z',
  pricePesos: 25000,
  priceDolar: 40,
  important: true,
  archived: false,
  associateModel: null,
  img: 'a.webp',
  updatedAt: '2031-01-01T10:00:00.000Z',
};

describe('audit changes', () => {
  it('tells the action and the kind of thing', () => {
    expect(describeAction('update', 'activity')).toBe('Editó la actividad');
    expect(describeAction('delete', 'article')).toBe('Borró el artículo');
    expect(describeAction('create', 'module')).toBe('Creó el módulo');
    expect(describeAction('publish', 'legal-text')).toBe('Publicó el texto legal');
    expect(describeAction('update', 'withdrawal')).toBe('Editó la solicitud de arrepentimiento');
  });

  it('lists only the labelled fields that changed, with readable values', () => {
    const after = {
      ...activity,
      title: 'Taller de invierno',
      archived: true,
      pricePesos: 30000,
      associateModel: 'Course',
      img: 'b.webp',
      updatedAt: '2031-02-01T10:00:00.000Z',
    };
    expect(changedFields(activity, after)).toEqual([
      { field: 'title', label: 'Título', before: 'Taller de otoño', after: 'Taller de invierno' },
      { field: 'archived', label: 'Archivada', before: 'No', after: 'Sí' },
      { field: 'pricePesos', label: 'Precio en pesos', before: '$ 25.000', after: '$ 30.000' },
      { field: 'associateModel', label: 'Asociada a', before: '—', after: 'Curso' },
      { field: 'img', label: 'Imagen', before: 'la anterior', after: 'una nueva' },
    ]);
  });

  it('shows dates in Argentine time and shortens long texts', () => {
    expect(showValue('day', '2031-05-10T22:00:00.000Z')).toBe('10/05/2031 a las 19:00');
    expect(showValue('day', '2031-04-12')).toBe('12/04/2031');
    expect(showValue('priceDolar', 40)).toBe('USD 40');
    expect(showValue('hour', 9)).toBe('09:00');
    expect(showValue('paragraph', `## Título\n\n${'palabra '.repeat(20)}`)).toMatch(/ \[\.\.\.\]$/);
  });

  it('names the thing by its title, before it was deleted too', () => {
    expect(subjectOf(activity, null)).toBe('Taller de otoño');
    expect(subjectOf(null, { title: 'Nuevo' })).toBe('Nuevo');
    expect(subjectOf(null, null)).toBeUndefined();
  });

  it("tells a withdrawal request's closing by its code: the state and the note, in Spanish", () => {
    const open = { _id: 'w1', code: 'ARR-4TQ8WZ', state: 'open', resolutionNote: '' };
    const closed = { ...open, state: 'rejected', resolutionNote: 'Fuera de plazo.' };
    expect(subjectOf(open, closed)).toBe('ARR-4TQ8WZ');
    expect(changedFields(open, closed)).toEqual([
      { field: 'state', label: 'Estado', before: 'Abierta', after: 'Rechazada' },
      { field: 'resolutionNote', label: 'Nota', before: '—', after: 'Fuera de plazo.' },
    ]);
    expect(showValue('state', 'refunded')).toBe('Reintegrada');
  });
});
