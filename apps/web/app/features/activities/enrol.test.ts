import { describe, expect, it } from 'vitest';
import { enrolHref } from './enrol';

const inPerson = { _id: '11111111-1111-4111-8111-111111111111', slug: 'talleres-presenciales' } as const;
const virtual = { _id: '22222222-2222-4222-8222-222222222222', slug: 'talleres-virtuales' } as const;
const courses = [inPerson, virtual];
const activityId = '33333333-3333-4333-8333-333333333333';

describe('enrolHref', () => {
  it('leads an activity of a course to that course’s workshop page', () => {
    expect(enrolHref({ _id: activityId, associate: inPerson._id, associateModel: 'Course' }, courses)).toBe(
      '/talleres-presenciales',
    );
    expect(enrolHref({ _id: activityId, associate: virtual._id, associateModel: 'Course' }, courses)).toBe(
      '/talleres-virtuales',
    );
  });

  it('leads an activity of a module to the dashboard', () => {
    expect(
      enrolHref(
        { _id: activityId, associate: '44444444-4444-4444-8444-444444444444', associateModel: 'Module' },
        [],
      ),
    ).toBe('/dashboard');
  });

  it('sends the visitor to log in and come back when there is no association', () => {
    expect(enrolHref({ _id: activityId, associate: null, associateModel: null }, courses)).toBe(
      `/login?redirectTo=/calendario/${activityId}`,
    );
  });

  it('treats a course that no longer exists as no association', () => {
    expect(
      enrolHref(
        { _id: activityId, associate: '55555555-5555-4555-8555-555555555555', associateModel: 'Course' },
        courses,
      ),
    ).toBe(`/login?redirectTo=/calendario/${activityId}`);
  });
});
