import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PemPair } from './simulator';
import { ArcaError, soapCall, xmlElements } from './soap';
import { movableClock, startArcaSimulator } from './test-support';
import {
  WSAA_NAMESPACE,
  certificateFacts,
  keyMatchesCertificate,
  loginTicketRequest,
  requestTicket,
  signTra,
} from './wsaa';

const HOUR_MS = 3_600_000;
const clock = movableClock(new Date('2026-12-01T12:00:00-03:00'));
let simulator: Awaited<ReturnType<typeof startArcaSimulator>>;
const certificates: Record<'owner' | 'renewed' | 'unlinked' | 'production', PemPair> = {} as never;

// Six RSA 2048 keys (both authorities, four taxpayers): measured at 1.8 s alone on this (shared) machine, about
// 2.7 s beside the other test files; about 3x that.
beforeAll(async () => {
  simulator = await startArcaSimulator({ now: clock.now });
  certificates.owner = simulator.state.issue('homologacion', '20111111112', { alias: 'constelaciones' });
  certificates.renewed = simulator.state.issue('homologacion', '20222222223');
  certificates.unlinked = simulator.state.issue('homologacion', '20333333334', { linkedToWsfe: false });
  certificates.production = simulator.state.issue('produccion', '20111111112');
}, 8_000);
afterAll(() => simulator.close());

const wsaa = () => simulator.endpoints('homologacion').wsaa;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('WSAA gave a ticket'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ArcaError);
      return error as ArcaError;
    },
  );

/** Sends a CMS as it is, for the cases the client never makes. */
const loginCms = (cms: string) =>
  soapCall(wsaa(), {
    action: '',
    body: `<loginCms xmlns="${WSAA_NAMESPACE}">${xmlElements({ in0: cms })}</loginCms>`,
  });

describe('WSAA (simulated)', () => {
  it('issues a 12 h ticket, and refuses another one while it is valid', async () => {
    const ticket = await requestTicket(wsaa(), certificates.owner, 'wsfe', clock.now());
    expect(ticket.token).not.toBe('');
    expect(ticket.sign).not.toBe('');
    expect(ticket.expiresAt.getTime()).toBe(clock.now().getTime() + 12 * HOUR_MS);
    const again = await refusal(requestTicket(wsaa(), certificates.owner, 'wsfe', clock.now()));
    expect(again).toMatchObject({ kind: 'fault', code: 'coe.alreadyAuthenticated' });
    expect(simulator.state.ticketsIssued).toEqual({ homologacion: 1, produccion: 0 });
  });

  it('issues a new ticket once the last one has expired', async () => {
    const start = clock.now();
    await requestTicket(wsaa(), certificates.renewed, 'wsfe', clock.now());
    clock.advance(12 * HOUR_MS + 60_000);
    try {
      const renewed = await requestTicket(wsaa(), certificates.renewed, 'wsfe', clock.now());
      expect(renewed.expiresAt > clock.now()).toBe(true);
    } finally {
      clock.set(start);
    }
  });

  it("refuses the other environment's certificate", async () => {
    const error = await refusal(requestTicket(wsaa(), certificates.production, 'wsfe', clock.now()));
    expect(error).toMatchObject({ kind: 'fault', code: 'cms.cert.untrusted' });
    const production = await requestTicket(
      simulator.endpoints('produccion').wsaa,
      certificates.production,
      'wsfe',
      clock.now(),
    );
    expect(production.token).not.toBe('');
  });

  it('refuses a certificate not linked to wsfe', async () => {
    const error = await refusal(requestTicket(wsaa(), certificates.unlinked, 'wsfe', clock.now()));
    expect(error).toMatchObject({ kind: 'fault', code: 'coe.notAuthorized' });
  });

  it('refuses a CMS whose content or signature was changed', async () => {
    const cms = Buffer.from(signTra(loginTicketRequest('wsfe', clock.now()), certificates.owner), 'base64');
    const content = Buffer.from(cms);
    const service = content.indexOf('<service>wsfe');
    content.write('x', service + '<service>wsf'.length, 'latin1');
    expect((await refusal(loginCms(content.toString('base64')))).code).toBe('cms.sign.invalid');
    const signature = Buffer.from(cms);
    signature[signature.length - 1]! ^= 0xff;
    expect((await refusal(loginCms(signature.toString('base64')))).code).toBe('cms.sign.invalid');
  });

  it('refuses a TRA dated off the clock', async () => {
    const ahead = await refusal(
      requestTicket(wsaa(), certificates.owner, 'wsfe', new Date(clock.now().getTime() + 2 * HOUR_MS)),
    );
    expect(ahead.code).toBe('xml.generationTime.invalid');
    const old = await refusal(
      requestTicket(wsaa(), certificates.owner, 'wsfe', new Date(clock.now().getTime() - 30 * HOUR_MS)),
    );
    expect(old.code).toBe('xml.generationTime.invalid');
    const lapsed = loginTicketRequest('wsfe', new Date(clock.now().getTime() - HOUR_MS));
    expect((await refusal(loginCms(signTra(lapsed, certificates.owner)))).code).toBe(
      'xml.expirationTime.invalid',
    );
  });
});

describe('the TRA and its signature', () => {
  it('asks for the service with a window of ten minutes either side of now', () => {
    const tra = loginTicketRequest('wsfe', new Date('2026-12-01T12:00:00-03:00'));
    expect(tra).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><loginTicketRequest version="1.0"><header>/,
    );
    expect(tra).toContain('<generationTime>2026-12-01T11:50:00-03:00</generationTime>');
    expect(tra).toContain('<expirationTime>2026-12-01T12:10:00-03:00</expirationTime>');
    expect(tra).toContain('<service>wsfe</service>');
    const uniqueId = Number(/<uniqueId>(\d+)<\/uniqueId>/.exec(tra)?.[1]);
    expect(uniqueId > 0 && uniqueId < 2 ** 32).toBe(true);
  });

  it('signs with SHA-256, the TRA attached and the certificate included', () => {
    const der = forge.util.decode64(signTra('<a/>', certificates.owner));
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(der),
    ) as forge.pkcs7.Captured<forge.pkcs7.PkcsSignedData>;
    expect(message.certificates).toHaveLength(1);
    expect(forge.asn1.derToOid(message.rawCapture.digestAlgorithm)).toBe(forge.pki.oids.sha256);
    expect(der).toContain('<a/>');
  });
});

describe('certificate checks', () => {
  it("reads a certificate's CUIT, alias, validity and issuer", () => {
    const facts = certificateFacts(certificates.owner.certificate);
    expect(facts).toMatchObject({ cuit: '20111111112', alias: 'constelaciones' });
    expect(facts?.issuer).toBe('C=AR, O=Simulador ARCA, CN=Simulador ARCA homologacion');
    expect(facts?.notAfter.getTime()).toBe(facts!.notBefore.getTime() + 730 * 24 * HOUR_MS);
    expect(certificateFacts('not a certificate')).toBeUndefined();
  });

  it('tells whether a key is the certificate’s', () => {
    expect(keyMatchesCertificate(certificates.owner.certificate, certificates.owner.privateKey)).toBe(true);
    expect(keyMatchesCertificate(certificates.owner.certificate, certificates.renewed.privateKey)).toBe(
      false,
    );
    expect(keyMatchesCertificate(certificates.owner.certificate, 'garbage')).toBe(false);
  });
});
