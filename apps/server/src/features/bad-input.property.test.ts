import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints, type Endpoint } from '@constelaciones/contract';
import { activities, agendaEntries, articles, courses, modules, purchases } from '../db/schema';
import { siteDigest } from '../test/digest';
import { buildTestApp, sessionFor } from '../test/helper';
import { multipart } from '../test/multipart';

/*
 * Generated bad input (control characters, huge strings, extreme numbers and dates, wrong types, broken path
 * segments, files that are no image) sent to every write route of the contract's table, as the role the route
 * allows: no answer is a 500, every one is a Spanish `{ msg }`, and nothing in the database or the image
 * folder changes. "Bad" is what the contract itself refuses (or a file that is no image), so a route added to
 * the table is covered with no change here.
 */
const { app, deps } = await buildTestApp({ AUTH_RATE_LIMIT_FACTOR: '1000' });
const { db } = deps.database;

/**
 * Fast-check runs per route: ~30 routes × this, about a minute on two busy cores (measured: see
 * docs/decisions/037-bad-input.md).
 */
const RUNS_PER_ROUTE = 20;

/** Every route that writes and takes some input (logout takes none: there is nothing bad to send it). */
const writeRoutes = allEndpoints.filter(
  (endpoint) =>
    endpoint.method !== 'GET' &&
    Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.multipart),
);

const sessions = {
  public: undefined,
  user: (await sessionFor(deps, 'USER')).headers,
  admin: (await sessionFor(deps, 'ADMIN')).headers,
};

/** Ids of real rows, so that bad bodies also reach routes whose id names something. */
const existingIds = (
  await Promise.all(
    [activities, agendaEntries, articles, courses, modules, purchases].map((table) =>
      db.select({ id: table.id }).from(table),
    ),
  )
)
  .flat()
  .map((row) => row.id);

// Values.
const controlText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', '\u2028'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);
const hugeText = fc
  .tuple(fc.constantFrom(300, 20_000, 120_000, 400_000), fc.string({ minLength: 1, maxLength: 4 }))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
const extremeNumber = fc.oneof(
  fc.constantFrom(1e11, 9_999_999_999.995, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, -0, 5e-324, 0.001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const oddDate = fc.oneof(
  fc.integer({ min: 0, max: 99_999 }).map((year) => `${String(year).padStart(4, '0')}-01-01`),
  fc.integer({ min: 0, max: 9_999 }).map((year) => `${String(year).padStart(4, '0')}-06-15T10:00`),
  fc.constantFrom(
    '0000-01-01T00:00',
    '+275760-09-13T00:00:00.000Z',
    '2024-02-30',
    '1899-12-31T23:59:59-03:00',
    '2100-12-31T23:59:59.999999+14:00',
    '9999-12-31T23:59:59Z',
  ),
);
const numericText = fc.oneof(
  extremeNumber.map(String),
  fc.constantFrom('1e400', '99999999999.99', '-0', ' 1 ', '0x10', 'NaN', 'Infinity'),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const anyText = fc.string({ unit: 'binary', maxLength: 30 });
const badValue = fc.oneof(controlText, hugeText, extremeNumber, oddDate, numericText, wrongType, anyText);

/** Plausible values by field name, so that one bad field reaches as far as it can while the rest pass. */
const PLAUSIBLE: Record<string, unknown[]> = {
  user: ['ana1234', 'ana@example.com'],
  username: ['ana1234'],
  email: ['ana@example.com'],
  password: ['clave-123'],
  firstName: ['Ana'],
  lastName: ['Gómez'],
  phone: ['1155554444'],
  country: ['Argentina', 'Uruguay'],
  birthday: ['1990-06-15'],
  title: ['Un título'],
  paragraph: ['Un texto.\nCon dos líneas.'],
  description: ['Una descripción.'],
  city: ['Córdoba'],
  day: ['2031-05-10', '2031-05-10T19:00'],
  date: ['2031-05-10T19:00', '2031-05-10'],
  endDate: ['', '2031-05-12'],
  // An agenda entry's or an activity's kind (free text; an activity's may be empty) and a legal text's.
  kind: ['Taller', 'Retiro', '', 'terms', 'privacy'],
  hour: [18],
  pricePesos: [1000],
  priceDolar: [10],
  priceAnticipedPesos: [900],
  pricePurchase: [1000],
  modality: ['Virtual', 'Presencial'],
  important: [true, 'false'],
  archived: [false],
  open: [true],
  enabled: [true],
  finish: [true],
  pay: [true],
  linkMP: ['https://mpago.la/abc'],
  linkPP: ['https://paypal.me/abc'],
  link: ['https://videos.example.com/a.mp4'],
  link_intro: ['https://videos.example.com/intro.mp4'],
  seconds: [10],
  duration: [100],
  wayToPay: ['transfer', 'mp', 'pp'],
  inscriptionModel: ['Activity', 'Course', 'Module'],
  type: ['Activity', 'Course', 'Module'],
  earlyPaymentDays: [7],
  unpaidDataDays: [90],
  offerHours: [48],
  capacity: [40, '', '12'],
  bankHolder: ['Mariana Ríos'],
  bank: ['Banco Nación'],
  cuit: ['20-12345678-6'],
  cbu: ['0110599520000001234567'],
  alias: ['mariana.rios'],
  abroadInstructions: ['Escribime.'],
  markdown: ['## Términos\n\nUn texto.'],
  // A 'Botón de arrepentimiento' request, and the owner's answer to one.
  name: ['Ana Gómez'],
  reference: ['INS-7K3F9Q', 'ins 7k3f9q'],
  reason: ['', 'No voy a poder ir.'],
  note: ['', 'Te transferí el total.'],
  moneyReturned: [true, 'false'],
};
const valueFor = (key: string) =>
  fc.oneof(
    PLAUSIBLE[key]
      ? fc.constantFrom(...PLAUSIBLE[key])
      : fc.oneof(fc.uuid(), fc.constantFrom(...existingIds), anyText),
    badValue,
  );

/** The field names of an object schema (a refined or extended object keeps its shape). */
const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];

const recordOf = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(key)])), { requiredKeys: [] });

/** A path segment: an existing row's id, an unknown UUID, any text, or an escape no URL decoder reads. */
const pathSegment = fc.oneof(
  fc.constantFrom(...existingIds).map((id) => ({ sent: id, read: id as string | undefined })),
  fc.uuid().map((id) => ({ sent: id, read: id as string | undefined })),
  anyText.map((text) => ({
    sent: [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    read: Buffer.from(text).toString() as string | undefined,
  })),
  fc
    .constantFrom('%E0%A4%A', '%FF', '%C0%AF')
    .map((sent) => ({ sent, read: undefined as string | undefined })),
);

/** A file part that is no image: random bytes, or an image's first bytes followed by garbage. */
const notAnImage = fc
  .tuple(
    fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff]),
    ),
    fc.uint8Array({ minLength: 1, maxLength: 512 }),
  )
  .map(([start, rest]) => Buffer.concat([start, Buffer.from(rest)]));

interface BadRequest {
  params: Record<string, { sent: string; read: string | undefined }>;
  query: Record<string, unknown>;
  body: unknown;
  file: Buffer | null;
}

const requestFor = (endpoint: Endpoint): fc.Arbitrary<BadRequest> =>
  fc.record({
    params: fc.record(Object.fromEntries(keysOf(endpoint.params).map((key) => [key, pathSegment]))),
    query: recordOf(keysOf(endpoint.query)),
    body: endpoint.multipart
      ? recordOf(keysOf(endpoint.multipart.fields))
      : fc.oneof(
          { weight: 6, arbitrary: recordOf(keysOf(endpoint.body)) },
          { weight: 1, arbitrary: wrongType },
        ),
    file: endpoint.multipart ? fc.option(notAnImage) : fc.constant(null),
  });

/** Multipart and queries send text: what the server reads of each value (UTF-8 mends a broken surrogate). */
const asFormText = (value: unknown) =>
  Buffer.from(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)).toString();
const formFields = (body: unknown) =>
  Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, asFormText(value)]),
  );

/** Whether the contract refuses the request as the server will read it (or its file is no image). */
function contractRefuses(endpoint: Endpoint, request: BadRequest): boolean {
  const params = Object.fromEntries(Object.entries(request.params).map(([key, value]) => [key, value.read]));
  if (Object.values(params).includes(undefined)) return true;
  if (endpoint.params && !endpoint.params.safeParse(params).success) return true;
  const query = Object.fromEntries(
    Object.entries(request.query).map(([key, value]) => [key, asFormText(value)]),
  );
  if (endpoint.query && !endpoint.query.safeParse(query).success) return true;
  if (endpoint.multipart) {
    return request.file !== null || !endpoint.multipart.fields.safeParse(formFields(request.body)).success;
  }
  return Boolean(endpoint.body && !endpoint.body.safeParse(JSON.parse(JSON.stringify(request.body))).success);
}

function send(endpoint: Endpoint, request: BadRequest) {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, key: string) => request.params[key]!.sent);
  const query = new URLSearchParams(
    Object.entries(request.query).map(([key, value]): [string, string] => [key, asFormText(value)]),
  ).toString();
  const url = `/api${path}${query ? `?${query}` : ''}`;
  const auth = sessions[endpoint.access] ?? {};
  if (endpoint.multipart) {
    const form = multipart(
      formFields(request.body),
      request.file
        ? { field: endpoint.multipart.file, filename: 'x.png', contentType: 'image/png', bytes: request.file }
        : undefined,
    );
    return app.inject({
      method: endpoint.method,
      url,
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
  }
  return app.inject({
    method: endpoint.method,
    url,
    payload: JSON.stringify(request.body),
    headers: { 'content-type': 'application/json', ...auth },
  });
}

describe('generated bad input to every write route', () => {
  it('covers the write routes of the table', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(30);
    expect(writeRoutes.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        'POST /user/login',
        'PUT /user/update-user',
        'POST /activities/create',
        'PUT /admin/payment-settings',
        'POST /agenda/entries',
        'PUT /admin/legal-texts',
        'POST /admin/legal-texts/publish',
        'POST /withdrawals',
        'POST /admin/withdrawals/:id/resolve',
        'POST /admin/withdrawals/:id/reject',
        'POST /user/delete-account',
        'POST /user/delete-account/confirm',
        'DELETE /admin/users/:id',
        'POST /certificates/issue',
        'POST /admin/certificates/:code/revoke',
        'POST /admin/discount-codes',
        'PUT /admin/discount-codes/:id',
        'DELETE /admin/discount-codes/:id',
        'POST /admin/payment-credentials/mp/test',
        'PUT /admin/payment-credentials/mp',
        'POST /admin/payment-credentials/pp/test',
        'PUT /admin/payment-credentials/pp',
        'POST /newsletter/subscribe',
        'PUT /newsletter/mine',
        'POST /admin/newsletters',
        'POST /admin/newsletters/test',
        'PUT /admin/newsletters/pace',
        'POST /admin/newsletter/subscribers/import',
      ]),
    );
  });

  it('notices a write: the digest changes when a row does', async () => {
    const before = await siteDigest(deps);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/update-user',
      headers: sessions.user,
      payload: {
        firstName: 'Otra',
        lastName: 'Persona',
        birthday: '1990-06-15',
        phone: '1155554444',
        country: 'Argentina',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await siteDigest(deps);
    expect(after.users).not.toBe(before.users);
    expect(after).not.toEqual(before);
  });

  it.each(writeRoutes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: no 500, a Spanish { msg }, nothing changed',
    async (_name, endpoint) => {
      const digest = await siteDigest(deps);
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (request) => {
          fc.pre(contractRefuses(endpoint, request));
          const res = await send(endpoint, request);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.json<{ msg: unknown }>().msg).toEqual(expect.any(String));
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      // Once per route, after all its runs: a write by any of them leaves the digest changed (digesting after
      // every run read the whole database about 1,300 times).
      expect(await siteDigest(deps)).toEqual(digest);
    },
  );
});
