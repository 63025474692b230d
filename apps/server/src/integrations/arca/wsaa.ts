import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import { argentinaDateTime } from './dates';
import { ArcaError, parseXml, soapCall, textAt, xmlElements } from './soap';

/** The namespace of WSAA's `loginCms` operation. */
export const WSAA_NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

/** The owner's certificate for one environment and its private key, both PEM. */
export interface ArcaCredentials {
  certificate: string;
  privateKey: string;
}

/** WSAA's access ticket (TA): what every WSFEv1 call carries, valid 12 h from issue (docs/decisions/069-factura-c.md). */
export interface AccessTicket {
  token: string;
  sign: string;
  expiresAt: Date;
}

const MINUTE_MS = 60_000;

/**
 * The TRA that asks WSAA for a ticket to `service`: no namespace, no source nor destination, the window the
 * official clients send (now ± 10 min), a random uint32 as uniqueId (docs/decisions/069-factura-c.md).
 */
export function loginTicketRequest(service: string, now: Date): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0">' +
    xmlElements({
      header: {
        uniqueId: randomInt(1, 2 ** 32),
        generationTime: argentinaDateTime(new Date(now.getTime() - 10 * MINUTE_MS)),
        expirationTime: argentinaDateTime(new Date(now.getTime() + 10 * MINUTE_MS)),
      },
      service,
    }) +
    '</loginTicketRequest>'
  );
}

/**
 * The TRA signed as WSAA takes it: CMS SignedData, SHA-256, the TRA attached, the signer's certificate included,
 * contentType, messageDigest and signingTime signed along; Base64 of the DER.
 */
export function signTra(tra: string, credentials: ArcaCredentials, signedAt = new Date()): string {
  const certificate = forge.pki.certificateFromPem(credentials.certificate);
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(tra, 'utf8');
  signed.addCertificate(certificate);
  signed.addSigner({
    key: forge.pki.privateKeyFromPem(credentials.privateKey),
    certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: signedAt.toISOString() },
    ],
  });
  signed.sign();
  return forge.util.encode64(forge.asn1.toDer(signed.toAsn1()).getBytes());
}

/**
 * Asks WSAA for an access ticket to `service`. WSAA refuses a second one while the first is valid
 * (`coe.alreadyAuthenticated`): keep the ticket and reuse it until `expiresAt`.
 */
export async function requestTicket(
  url: string,
  credentials: ArcaCredentials,
  service: 'wsfe',
  now: Date,
  options: { timeoutMs?: number } = {},
): Promise<AccessTicket> {
  const cms = signTra(loginTicketRequest(service, now), credentials, now);
  const body = await soapCall(url, {
    action: '',
    body: `<loginCms xmlns="${WSAA_NAMESPACE}">${xmlElements({ in0: cms })}</loginCms>`,
    timeoutMs: options.timeoutMs,
  });
  // loginCmsReturn holds the ticket as an XML document of its own, escaped into a string.
  const ticket = parseXml(textAt(body, 'loginCmsResponse', 'loginCmsReturn') ?? '');
  const token = textAt(ticket, 'loginTicketResponse', 'credentials', 'token');
  const sign = textAt(ticket, 'loginTicketResponse', 'credentials', 'sign');
  const expiresAt = new Date(textAt(ticket, 'loginTicketResponse', 'header', 'expirationTime') ?? '');
  if (!token || !sign || Number.isNaN(expiresAt.getTime())) {
    throw new ArcaError('invalid-answer', 'WSAA: the access ticket lacks its token, sign or expirationTime');
  }
  return { token, sign, expiresAt };
}

/** What the settings screen shows of an uploaded certificate, and checks before keeping it. */
export interface CertificateFacts {
  /** From the subject's `serialNumber=CUIT nnnnnnnnnnn`; undefined when it has none. */
  cuit: string | undefined;
  /** The subject's CN: the alias given when the certificate was asked for ('' when it has none). */
  alias: string;
  notBefore: Date;
  notAfter: Date;
  /** The issuer's distinguished name, e.g. `C=AR, O=AFIP, CN=Computadores Test`. */
  issuer: string;
}

const SERIAL_NUMBER = '2.5.4.5';
const COMMON_NAME = '2.5.4.3';

const field = (name: forge.pki.Certificate['subject'], type: string) =>
  name.attributes.find((attribute) => attribute.type === type)?.value as string | undefined;

/** A distinguished name written `C=AR, O=AFIP, CN=…, serialNumber=CUIT …`. */
export const distinguishedName = (name: forge.pki.Certificate['subject']) =>
  name.attributes
    .map(
      (attribute) => `${attribute.shortName ?? attribute.name ?? attribute.type}=${String(attribute.value)}`,
    )
    .join(', ');

/** The facts of a PEM certificate, or undefined when it is not one (or not RSA, which ARCA requires). */
export function certificateFacts(pem: string): CertificateFacts | undefined {
  let certificate: forge.pki.Certificate;
  try {
    certificate = forge.pki.certificateFromPem(pem);
  } catch {
    return undefined;
  }
  return {
    cuit: /^CUIT (\d{11})$/.exec(field(certificate.subject, SERIAL_NUMBER) ?? '')?.[1],
    alias: field(certificate.subject, COMMON_NAME) ?? '',
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
    issuer: distinguishedName(certificate.issuer),
  };
}

/** Whether the PEM private key is the one of the PEM certificate (same RSA modulus and exponent); false when either does not read. */
export function keyMatchesCertificate(certificatePem: string, privateKeyPem: string): boolean {
  try {
    const publicKey = forge.pki.certificateFromPem(certificatePem).publicKey as forge.pki.rsa.PublicKey;
    const privateKey = forge.pki.privateKeyFromPem(privateKeyPem);
    return publicKey.n.equals(privateKey.n) && publicKey.e.equals(privateKey.e);
  } catch {
    return false;
  }
}
