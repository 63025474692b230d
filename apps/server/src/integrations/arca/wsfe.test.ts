import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcaError, soapCall, xmlElements, type XmlValue } from './soap';
import { classCDetail, movableClock, startArcaSimulator } from './test-support';
import { requestTicket } from './wsaa';
import { CBTE_TIPO, WSFE_NAMESPACE, wsfeClient, type VoucherRequest, type WsfeAuth } from './wsfe';

const OWNER = '20111111112';
const NEWCOMER = '20444444445';
const TODAY = '20261201';
const clock = movableClock(new Date('2026-12-01T12:00:00-03:00'));
let simulator: Awaited<ReturnType<typeof startArcaSimulator>>;
let auth: WsfeAuth;
let newcomer: WsfeAuth;
const wsfe = () => wsfeClient(simulator.endpoints('homologacion').wsfe);

// Three RSA 2048 keys (the authority, unless this process made it already, and two taxpayers), a ticket each:
// measured at 1.3 to 2.6 s on this (shared) machine; about 3x that.
beforeAll(async () => {
  simulator = await startArcaSimulator({ now: clock.now, dollarRate: 1415.25 });
  const { wsaa } = simulator.endpoints('homologacion');
  const ticket = async (cuit: string) => ({
    ...(await requestTicket(wsaa, simulator.state.issue('homologacion', cuit), 'wsfe', clock.now())),
    cuit,
  });
  [auth, newcomer] = await Promise.all([ticket(OWNER), ticket(NEWCOMER)]);
  simulator.state.setPointsOfSale('homologacion', OWNER, [
    ...[3, 4, 5, 6, 7].map((number) => ({ number, emissionType: 'CAE - Ri Iva', blocked: false })),
    { number: 8, emissionType: 'CAEA', blocked: false },
    { number: 9, emissionType: 'CAE - Ri Iva', blocked: true },
  ]);
}, 6_000);
afterAll(() => simulator.close());

const invoice = (
  pointOfSale: number,
  number: number,
  extra: Partial<VoucherRequest> = {},
): VoucherRequest => ({
  pointOfSale,
  type: CBTE_TIPO.invoice,
  number,
  date: TODAY,
  serviceFrom: TODAY,
  serviceTo: TODAY,
  paymentDue: TODAY,
  total: 1500,
  currency: 'PES',
  docType: 99,
  docNumber: '0',
  receiverCondition: 5,
  ...extra,
});

const creditNote = (number: number, total: number, associatedTo?: number): VoucherRequest =>
  invoice(3, number, {
    type: CBTE_TIPO.creditNote,
    total,
    associated:
      associatedTo === undefined
        ? undefined
        : { type: CBTE_TIPO.invoice, pointOfSale: 3, number: associatedTo, cuit: OWNER, date: TODAY },
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ArcaError);
      return error as ArcaError;
    },
  );

const codes = (notes: Array<{ code: string }>) => notes.map((note) => note.code);

describe('WSFEv1 (simulated)', () => {
  it('answers FEDummy', async () => {
    expect(await wsfe().dummy()).toEqual({ appServer: 'OK', dbServer: 'OK', authServer: 'OK' });
  });

  it('lists the points of sale, none as an empty list (602)', async () => {
    const points = await wsfe().pointsOfSale(auth);
    expect(points).toHaveLength(7);
    expect(points[0]).toEqual({ number: 3, emissionType: 'CAE - Ri Iva', blocked: false, closedOn: null });
    expect(points.at(-1)).toMatchObject({ number: 9, blocked: true });
    expect(await wsfe().pointsOfSale(newcomer)).toEqual([]);
  });

  it('authorises an invoice, then refuses its number again (10016) and a wrong total (10048)', async () => {
    expect(await wsfe().lastAuthorised(auth, 3, CBTE_TIPO.invoice)).toBe(0);
    const approved = await wsfe().authorise(auth, invoice(3, 1));
    expect(approved).toMatchObject({ result: 'A', caeDue: '20261211', observations: [], errors: [] });
    expect(approved.cae).toMatch(/^\d{14}$/);
    expect(await wsfe().lastAuthorised(auth, 3, CBTE_TIPO.invoice)).toBe(1);

    const resent = await wsfe().authorise(auth, invoice(3, 1));
    expect(resent).toMatchObject({ result: 'R', cae: null, caeDue: null });
    expect(codes(resent.errors)).toEqual(['10016']);

    // The client always sends ImpNeto = ImpTotal: this one is written by hand.
    const wrong = await rawAuthorise(3, CBTE_TIPO.invoice, {
      ...classCDetail({ number: 2, day: TODAY }),
      ImpNeto: '1000.00',
    });
    expect(wrong).toContain('<Resultado>R</Resultado>');
    expect(wrong).toContain('<Code>10048</Code>');
    expect(await wsfe().lastAuthorised(auth, 3, CBTE_TIPO.invoice)).toBe(1);
    expect(simulator.state.vouchers('homologacion', OWNER)).toHaveLength(1);
  });

  it('authorises a credit note for the invoice, not one without it (10197) nor one exceeding it (10237)', async () => {
    const alone = await wsfe().authorise(auth, creditNote(1, 500));
    expect(codes(alone.observations)).toEqual(['10197']);
    const unknown = await wsfe().authorise(auth, creditNote(1, 500, 77));
    expect(codes(unknown.observations)).toEqual(['10040']);
    const first = await wsfe().authorise(auth, creditNote(1, 500, 1));
    expect(first.result).toBe('A');
    const exceeding = await wsfe().authorise(auth, creditNote(2, 1200, 1));
    expect(exceeding.result).toBe('R');
    expect(codes(exceeding.observations)).toEqual(['10237']);
    expect((await wsfe().authorise(auth, creditNote(2, 1000, 1))).result).toBe('A');
    expect(await wsfe().lastAuthorised(auth, 3, CBTE_TIPO.creditNote)).toBe(2);
  });

  it('finds an authorised voucher, and nothing for a number never authorised', async () => {
    const approved = await wsfe().authorise(auth, invoice(6, 1, { docType: 96, docNumber: '30111222' }));
    expect(await wsfe().find(auth, 6, CBTE_TIPO.invoice, 1)).toEqual({
      pointOfSale: 6,
      type: 11,
      number: 1,
      date: TODAY,
      total: 1500,
      currency: 'PES',
      rate: 1,
      docType: 96,
      docNumber: '30111222',
      result: 'A',
      cae: approved.cae,
      caeDue: '20261211',
    });
    expect(await wsfe().find(auth, 6, CBTE_TIPO.invoice, 2)).toBeNull();
  });

  it('records an approval whose answer is lost: the client sees a network failure, find shows the CAE', async () => {
    simulator.state.dropAfterNextApproval();
    expect((await failure(wsfe().authorise(auth, invoice(4, 1)))).kind).toBe('network');
    const found = await wsfe().find(auth, 4, CBTE_TIPO.invoice, 1);
    expect(found).toMatchObject({ result: 'A', total: 1500 });
    expect(found?.cae).toMatch(/^\d{14}$/);
    expect(found?.cae).toBe(simulator.state.vouchers('homologacion', OWNER).at(-1)?.cae);
    expect((await wsfe().authorise(auth, invoice(4, 2))).result).toBe('A');
  });

  it('fills in its own rate for a dollar invoice that leaves it out, and refuses another one (10038)', async () => {
    expect(await wsfe().dollarRate(auth, '20261130')).toEqual({ rate: 1415.25, date: '20261130' });
    const dollars = await wsfe().authorise(auth, invoice(5, 1, { currency: 'DOL', total: 25.5 }));
    expect(dollars.result).toBe('A');
    expect(await wsfe().find(auth, 5, CBTE_TIPO.invoice, 1)).toMatchObject({
      currency: 'DOL',
      rate: 1415.25,
      total: 25.5,
    });
    const other = await wsfe().authorise(auth, invoice(5, 2, { currency: 'DOL', total: 25.5, rate: 1400 }));
    expect(codes(other.observations)).toEqual(['10038']);
    expect(
      (await wsfe().authorise(auth, invoice(5, 2, { currency: 'DOL', total: 25.5, rate: 1415.25 }))).result,
    ).toBe('A');
  });

  it('refuses a date before the last voucher (Err 10016) or outside ten days of today (Obs 10016)', async () => {
    expect((await wsfe().authorise(auth, invoice(7, 1))).result).toBe('A');
    const earlier = await wsfe().authorise(
      auth,
      invoice(7, 2, { date: '20261130', serviceFrom: '20261130', serviceTo: '20261130' }),
    );
    expect(codes(earlier.errors)).toEqual(['10016']);
    const later = '20261215';
    const far = await wsfe().authorise(auth, invoice(7, 2, { date: later, paymentDue: later }));
    expect(codes(far.observations)).toEqual(['10016']);
  });

  it('refuses a point of sale not enabled for CAE (10005, 11002)', async () => {
    for (const pointOfSale of [8, 9, 12]) {
      expect(codes((await wsfe().authorise(auth, invoice(pointOfSale, 1))).errors)).toEqual(['10005']);
    }
    expect((await failure(wsfe().lastAuthorised(auth, 12, CBTE_TIPO.invoice))).code).toBe('11002');
  });

  it("throws ARCA's internal error (500) and uses no number for it", async () => {
    simulator.state.failNext(500, 'Error interno de aplicacion');
    const error = await failure(wsfe().authorise(auth, invoice(6, 2)));
    expect(error).toMatchObject({ kind: 'fault', code: '500', message: 'Error interno de aplicacion' });
    expect(await wsfe().lastAuthorised(auth, 6, CBTE_TIPO.invoice)).toBe(1);
  });

  it('refuses an unknown or expired ticket, or another CUIT (600)', async () => {
    const unknown = { ...auth, token: 'dGlja2V0' };
    expect((await failure(wsfe().lastAuthorised(unknown, 3, CBTE_TIPO.invoice))).code).toBe('600');
    expect((await failure(wsfe().authorise(unknown, invoice(3, 2)))).code).toBe('600');
    const other = await failure(wsfe().pointsOfSale({ ...auth, cuit: NEWCOMER }));
    expect(other).toMatchObject({ code: '600', message: expect.stringContaining(NEWCOMER) });
    const start = clock.now();
    clock.advance(13 * 3_600_000);
    try {
      expect((await failure(wsfe().find(auth, 3, CBTE_TIPO.invoice, 1))).code).toBe('600');
    } finally {
      clock.set(start);
    }
  });
});

async function rawAuthorise(
  pointOfSale: number,
  type: number,
  detail: Record<string, XmlValue>,
): Promise<string> {
  const body = await soapCall(simulator.endpoints('homologacion').wsfe, {
    action: `${WSFE_NAMESPACE}FECAESolicitar`,
    body:
      `<FECAESolicitar xmlns="${WSFE_NAMESPACE}">` +
      xmlElements({
        Auth: { Token: auth.token, Sign: auth.sign, Cuit: auth.cuit },
        FeCAEReq: {
          FeCabReq: { CantReg: 1, PtoVta: pointOfSale, CbteTipo: type },
          FeDetReq: { FECAEDetRequest: detail },
        },
      }) +
      '</FECAESolicitar>',
  });
  // Back to XML, to look for elements whatever their nesting.
  return xmlElements(body as Record<string, XmlValue>);
}
