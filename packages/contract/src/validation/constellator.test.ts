import { describe, expect, it } from 'vitest';
import { constellatorConsentSchema } from '../entities';
import { graduateListQuerySchema, graduatePublishSchema } from './constellator';
import { firstMessageAt } from './testing';

describe('constellatorConsentSchema', () => {
  it('takes the three answers, nothing else', () => {
    expect(
      constellatorConsentSchema.parse({ listed: true, showsEmail: false, showsPhone: true, email: 'x@y.z' }),
    ).toEqual({ listed: true, showsEmail: false, showsPhone: true });
  });

  it.each(['listed', 'showsEmail', 'showsPhone'])('refuses %s missing or not yes/no, in Spanish', (field) => {
    const body = { listed: true, showsEmail: true, showsPhone: true, [field]: 'sí' };
    expect(firstMessageAt(constellatorConsentSchema, body, field)).toBe(
      'Las preferencias sobre el listado de Consteladores no son válidas.',
    );
  });
});

describe('graduatePublishSchema', () => {
  it('needs published: yes or no', () => {
    expect(graduatePublishSchema.parse({ published: false })).toEqual({ published: false });
    expect(firstMessageAt(graduatePublishSchema, {}, 'published')).toBe(
      'Indicá si se publica o no en Consteladores.',
    );
  });
});

describe('graduateListQuerySchema', () => {
  it("reads 'Buscar alumno' and a page as the purchase tabs do, with no tab", () => {
    expect(graduateListQuerySchema.parse({ search: ' ana ', page: '2', size: '20', tab: 'all' })).toEqual({
      search: 'ana',
      page: 2,
      size: 20,
    });
    expect(firstMessageAt(graduateListQuerySchema, { size: '500' }, 'size')).toBe(
      'La búsqueda de inscriptos no es válida.',
    );
  });
});
