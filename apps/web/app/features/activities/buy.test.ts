import { describe, expect, it } from 'vitest';
import { buyHref } from './buy';

const inPerson = { _id: '11111111-1111-4111-8111-111111111111', slug: 'talleres-presenciales' } as const;
const virtual = { _id: '22222222-2222-4222-8222-222222222222', slug: 'talleres-virtuales' } as const;
const courses = [inPerson, virtual];

describe('buyHref', () => {
  it('leads an activity of a course to that course’s workshop page', () => {
    expect(buyHref({ associate: inPerson._id, associateModel: 'Course' }, courses)).toBe(
      '/talleres-presenciales',
    );
    expect(buyHref({ associate: virtual._id, associateModel: 'Course' }, courses)).toBe(
      '/talleres-virtuales',
    );
  });

  it('leads an activity of a module to the dashboard', () => {
    expect(buyHref({ associate: '44444444-4444-4444-8444-444444444444', associateModel: 'Module' }, [])).toBe(
      '/dashboard',
    );
  });

  it('leads nowhere else when there is no association: the activity itself is bought', () => {
    expect(buyHref({ associate: null, associateModel: null }, courses)).toBeNull();
  });

  it('treats a course that no longer exists as no association', () => {
    expect(
      buyHref({ associate: '55555555-5555-4555-8555-555555555555', associateModel: 'Course' }, courses),
    ).toBeNull();
  });
});
