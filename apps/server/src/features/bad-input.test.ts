import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { courseEditSchema, messages, type CourseEditInput } from '@constelaciones/contract';
import { buildTestApp, sessionFor } from '../test/helper';
import { siteDigest } from '../test/digest';
import { multipart } from '../test/multipart';

/*
 * Bad input gets a Spanish 400 (or the route's own 4xx) and changes nothing: texts with control characters or
 * longer than their field, dates out of range, prices the column cannot hold, bodies of the wrong type, and URLs
 * the router cannot read. Every error answer is `{ msg }` in Spanish with the site's security headers.
 */
const { app, deps } = await buildTestApp();
const admin = await sessionFor(deps, 'ADMIN');
const student = await sessionFor(deps, 'USER');
const { validation } = messages;

const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#6b8f8c' } })
  .png()
  .toBuffer();
const image = { field: 'img', filename: 'foto.png', contentType: 'image/png', bytes: png };

const profile = {
  firstName: 'Ana',
  lastName: 'Gómez',
  birthday: '1990-06-15',
  phone: '1155554444',
  country: 'Argentina',
};
const activity = {
  title: 'Taller de prueba',
  day: '2031-05-10T19:00',
  description: 'Un taller.\nCon dos líneas.',
  pricePesos: 1000,
  priceDolar: 10,
  modality: 'Virtual',
  city: 'Online',
  important: 'false',
};
/** The first course as it is: a valid edit body, so that only the field under test is wrong. */
const { _id: courseId, ...seeded } = (await app.inject({ method: 'GET', url: '/api/courses' })).json<{
  courses: (CourseEditInput & { _id: string })[];
}>().courses[0]!;
const course = Object.fromEntries(
  Object.keys(courseEditSchema.shape).map((key) => [key, seeded[key as keyof typeof seeded]]),
);

const json = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: object = {}) =>
  app.inject({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

const form = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
  withImage = true,
) => {
  const body = multipart(fields, withImage ? image : undefined);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...admin.headers } });
};

type Answer = Awaited<ReturnType<typeof app.inject>>;

/** The request answers `status` with `msg` (and that message for `field`, when given), and nothing changed. */
async function refused(send: () => Promise<Answer>, status: number, msg: string, field?: string) {
  const before = await siteDigest(deps);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<{ msg: string }>().msg).toBe(msg);
  if (field) expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(msg);
  expect(await siteDigest(deps)).toEqual(before);
}

describe('texts', () => {
  it('a NUL byte in the login is a Spanish 400, not a 500', async () => {
    await refused(
      () => json('POST', '/api/user/login', { user: 'abc\u0000d', password: 'clave-123' }),
      400,
      validation.controlCharacters,
      'user',
    );
  });

  it('a control character in a name of the profile is refused; the profile is unchanged', async () => {
    for (const firstName of ['A\u0000na', 'A\u001bna', 'Ana\nMaría']) {
      await refused(
        () => json('PUT', '/api/user/update-user', { ...profile, firstName }, student.headers),
        400,
        validation.controlCharacters,
        'firstName',
      );
    }
  });

  it('a control character in the payment details is refused', async () => {
    const settings = {
      bankHolder: 'Mariana\u0000',
      cuit: '',
      bank: '',
      cbu: '',
      alias: '',
      abroadInstructions: '',
      earlyPaymentDays: 7,
      unpaidDataDays: 90,
      offerHours: 48,
    };
    await refused(
      () => json('PUT', '/api/admin/payment-settings', settings, admin.headers),
      400,
      validation.controlCharacters,
      'bankHolder',
    );
  });

  it('a text longer than its field is refused with its maximum: a title of 100,000 characters', async () => {
    await refused(
      () => form('POST', '/api/blog/create', { title: 'x'.repeat(100_000), paragraph: 'Texto' }),
      400,
      validation.tooLong(200),
      'title',
    );
    await refused(
      () => form('POST', '/api/activities/create', { ...activity, city: 'c'.repeat(101) }),
      400,
      validation.tooLong(100),
      'city',
    );
  });

  it('a multipart field over 100,000 bytes is refused whole, never cut and stored', async () => {
    // Within the multipart limit, longer than the paragraph's maximum.
    await refused(
      () => form('POST', '/api/blog/create', { title: 'Largo', paragraph: 'p'.repeat(150_000) }),
      400,
      validation.tooLong(50_000),
      'paragraph',
    );
    // Beyond the multipart limit itself.
    await refused(
      () => form('POST', '/api/blog/create', { title: 'Larguísimo', paragraph: 'p'.repeat(300_000) }),
      400,
      validation.textTooLarge,
      'paragraph',
    );
  });

  it('a text of several lines keeps its line breaks, and one at its maximum is stored whole', async () => {
    const paragraph = `${'Renglón.\n'.repeat(5_000)}`.padEnd(50_000, 'x');
    const res = await form('POST', '/api/blog/create', { title: 'Artículo largo', paragraph });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ paragraph: string }>().paragraph).toBe(paragraph);
  });
});

describe('dates', () => {
  it('a birthday of 0000-01-01 is a Spanish 400, not a 500', async () => {
    await refused(
      () => json('PUT', '/api/user/update-user', { ...profile, birthday: '0000-01-01' }, student.headers),
      400,
      validation.dateOutOfRange({ min: 1900, max: 2100 }),
      'birthday',
    );
  });

  it.each(['0000-03-01T10:00', '0050-03-01T10:00', '0099-12-31T23:00'])(
    'an activity dated in the year %s is refused; nothing is created',
    async (day) => {
      await refused(
        () => form('POST', '/api/activities/create', { ...activity, day }),
        400,
        validation.dateOutOfRange({ min: 1900, max: 2100 }),
        'day',
      );
    },
  );

  it('a course dated in the year 0 is refused', async () => {
    await refused(
      () => json('PUT', `/api/courses/edit/${courseId}`, { ...course, day: '0000-01-01' }, admin.headers),
      400,
      validation.dateOutOfRange({ min: 1900, max: 2100 }),
      'day',
    );
  });
});

describe('prices', () => {
  it('a price above what numeric(12,2) holds is a Spanish 400, not a 500', async () => {
    await refused(
      () =>
        json(
          'PUT',
          `/api/courses/edit/${courseId}`,
          { ...course, priceDolar: 100_000_000_000 },
          admin.headers,
        ),
      400,
      validation.priceTooHigh,
      'priceDolar',
    );
    await refused(
      () => form('POST', '/api/activities/create', { ...activity, pricePesos: '99999999999.99' }),
      400,
      validation.priceTooHigh,
      'pricePesos',
    );
  });

  it('the largest price the column holds is stored as sent', async () => {
    const res = await json(
      'PUT',
      `/api/courses/edit/${courseId}`,
      { ...course, pricePesos: 9_999_999_999.99 },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ courseUpdated: { pricePesos: number } }>().courseUpdated.pricePesos).toBe(
      9_999_999_999.99,
    );
  });
});

/** Headers that describe one answer, not the site's security: every other header of an answer must be on all. */
const ORDINARY_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'cache-control',
  'etag',
  'vary',
]);
/** The security headers every answer of the site carries, read from a plain successful one. */
const securityHeaders = Object.keys((await app.inject({ method: 'GET', url: '/api/health' })).headers).filter(
  (name) => !ORDINARY_HEADERS.has(name),
);

/** A failure answered as the site answers: only a Spanish `msg` (and field `errors`), with the security headers. */
function answersLikeTheSite(res: Answer, status: number, msg: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(body.msg).toBe(msg);
  expect(Object.keys(body).filter((key) => key !== 'msg' && key !== 'errors')).toEqual([]);
  for (const name of securityHeaders) expect(res.headers, name).toHaveProperty(name);
}

describe('every error answer is the Spanish { msg } with the security headers', () => {
  it('knows the security headers it compares', () => {
    expect(securityHeaders).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options']),
    );
  });

  it('a body that is not JSON, or not an object', async () => {
    const login = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': contentType },
        payload,
      });
    answersLikeTheSite(await login('text/plain', 'hola'), 400, messages.server.invalidInput);
    answersLikeTheSite(await login('application/json', '[]'), 400, messages.server.invalidInput);
    answersLikeTheSite(await login('application/json', 'null'), 400, messages.server.invalidInput);
    answersLikeTheSite(await login('application/json', '"texto"'), 400, messages.server.invalidInput);
    answersLikeTheSite(await login('application/json', '{'), 400, messages.server.invalidInput);
    answersLikeTheSite(await login('application/xml', '<a/>'), 415, messages.server.invalidInput);
  });

  it('a query parameter of the wrong kind', async () => {
    answersLikeTheSite(
      await app.inject({ method: 'GET', url: '/api/admin/audit?limit=abc', headers: admin.headers }),
      400,
      messages.server.invalidInput,
    );
    answersLikeTheSite(
      await app.inject({ method: 'GET', url: '/api/activities?include=todo' }),
      400,
      messages.server.invalidInput,
    );
  });

  it.each(['/api/%E0%A4%A', '/%E0%A4%A', '/api/activities/show/%FF', '/img/%C0'])(
    'a URL the router cannot read: %s',
    async (url) => {
      answersLikeTheSite(await app.inject({ method: 'GET', url }), 400, messages.server.invalidInput);
    },
  );

  it.each([
    ['POST', '/nada'],
    ['GET', '/img/nada.webp'],
    ['GET', '/api/nada'],
    ['DELETE', '/api/activities'],
  ] as const)('a route that does not exist: %s %s', async (method, url) => {
    answersLikeTheSite(await app.inject({ method, url }), 404, messages.server.notFound);
  });
});
