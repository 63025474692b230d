import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { ArcaEnvironment } from '../endpoints';
import { certificateFacts, distinguishedName } from '../wsaa';
import { SimulatedFault } from './soap';

const { asn1, pki } = forge;

/** A certificate and its private key, PEM. */
export interface PemPair {
  certificate: string;
  privateKey: string;
}

/** How `issue` makes a taxpayer's certificate. */
export interface IssueOptions {
  /** The CN (default `simulador`). */
  alias?: string;
  /**
   * Whether the certificate may ask for `wsfe` tickets, as WSASS's "crear autorización a servicio" grants
   * (default true). The authority keeps the unlinked ones in memory: after a restart every certificate is linked.
   */
  linkedToWsfe?: boolean;
  validDays?: number;
}

/** A CMS that verified: the TRA it carries and who signed it. */
export interface SignedRequest {
  tra: string;
  /** The signer's certificate, PEM. */
  certificate: string;
  /** The signer's distinguished name: WSAA keeps one ticket per subject and service. */
  subject: string;
  cuit: string | undefined;
  linkedToWsfe: boolean;
}

/** One environment's certificate authority: it issues taxpayers' certificates and verifies their signed TRAs. */
export interface CertificateAuthority {
  readonly environment: ArcaEnvironment;
  /** The authority's own certificate and key, to keep it across restarts (`certificateAuthority`'s `saved`). */
  pem(): PemPair;
  issue(cuit: string, options?: IssueOptions): PemPair;
  /** The TRA of a Base64 CMS signed by a certificate of this authority; else a SimulatedFault as WSAA's. */
  read(cms: string): SignedRequest;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A positive serial of 16 bytes, its first byte 0x01–0x7f so that the DER integer needs no padding. */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! % 0x7f) + 1;
  return bytes.toString('hex');
}

function selfSigned(environment: ArcaEnvironment): PemPair {
  const keys = pki.rsa.generateKeyPair({ bits: 2048 });
  const certificate = pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serialNumber();
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = new Date(Date.now() + 20 * 365 * DAY_MS);
  const name = [
    { shortName: 'C', value: 'AR' },
    { shortName: 'O', value: 'Simulador ARCA' },
    { shortName: 'CN', value: `Simulador ARCA ${environment}` },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return { certificate: pki.certificateToPem(certificate), privateKey: pki.privateKeyToPem(keys.privateKey) };
}

/** Each environment's authority is generated once per process (RSA 2048 takes a while), then shared. */
const generated = new Map<ArcaEnvironment, PemPair>();

const digests: Record<string, (() => forge.md.MessageDigest) | undefined> = {
  [pki.oids.sha256!]: () => forge.md.sha256.create(),
  [pki.oids.sha1!]: () => forge.md.sha1.create(),
};

/** The bytes of an OCTET STRING, also when it comes in constructed pieces. */
const octets = (node: forge.asn1.Asn1): string =>
  Array.isArray(node.value) ? node.value.map(octets).join('') : String(node.value);

const oidOf = (node: forge.asn1.Asn1 | undefined) => asn1.derToOid(String(node?.value));

/** The parts of a SignedData that WSAA checks, or `cms.bad` when it is not one with its content attached. */
function signedParts(cms: string) {
  try {
    const message = forge.pkcs7.messageFromAsn1(asn1.fromDer(Buffer.from(cms, 'base64').toString('binary')));
    const capture = message.rawCapture as {
      content?: forge.asn1.Asn1;
      signerInfos?: forge.asn1.Asn1[];
    };
    const [signer, ...others] = capture.signerInfos ?? [];
    const wrapped = capture.content?.value;
    if (!signer || others.length > 0 || !Array.isArray(wrapped) || !('certificates' in message)) {
      throw new Error('not a SignedData with one signer and its content attached');
    }
    const fields = signer.value as forge.asn1.Asn1[];
    const [issuerAndSerial, digestAlgorithm] = [fields[1], fields[2]];
    const rest = fields.slice(3);
    const attributes = rest.find((node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
    const signature = rest.find(
      (node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.OCTETSTRING,
    );
    const serial = forge.util.bytesToHex(String((issuerAndSerial?.value as forge.asn1.Asn1[])[1]?.value));
    const certificate = message.certificates.find((candidate) => candidate.serialNumber === serial);
    if (!certificate || !signature) throw new Error("the signer's certificate or signature is missing");
    return {
      content: wrapped.map(octets).join(''),
      certificate,
      digest: digests[oidOf((digestAlgorithm?.value as forge.asn1.Asn1[])[0])],
      attributes: attributes?.value as forge.asn1.Asn1[] | undefined,
      signature: String(signature.value),
    };
  } catch (error) {
    throw new SimulatedFault('cms.bad', `CMS invalido: ${(error as Error).message}`);
  }
}

/** Whether the signature holds: over the signed attributes (whose messageDigest is the content's), or the content. */
function signatureHolds(parts: ReturnType<typeof signedParts>): boolean {
  const { digest, attributes, content, certificate, signature } = parts;
  if (!digest) return false;
  let signedBytes = content;
  if (attributes) {
    const messageDigest = attributes.find((attribute) => {
      const [type] = attribute.value as forge.asn1.Asn1[];
      return oidOf(type) === pki.oids.messageDigest;
    });
    const [, values] = (messageDigest?.value ?? []) as forge.asn1.Asn1[];
    const [value] = (values?.value ?? []) as forge.asn1.Asn1[];
    if (value?.value !== digest().update(content).digest().bytes()) return false;
    // What is signed is the attributes' DER as a SET, not under their [0] IMPLICIT tag (RFC 5652 §5.4).
    signedBytes = asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes)).getBytes();
  }
  try {
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.verify(digest().update(signedBytes).digest().bytes(), signature);
  } catch {
    return false;
  }
}

/**
 * `environment`'s certificate authority: `saved` when given (a dev server keeps one across restarts), else one
 * generated on first use. Certificates it issues are dated by `now`, the simulator's clock.
 */
export function certificateAuthority(
  environment: ArcaEnvironment,
  saved?: PemPair,
  now: () => Date = () => new Date(),
): CertificateAuthority {
  /**
   * The certificates issued without the link to wsfe, by serial: the others are linked, also those issued
   * before a restart with a saved authority (ARCA keeps the link apart from the certificate, as this does).
   */
  const unlinked = new Set<string>();
  let own: { pem: PemPair; certificate: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | undefined;
  const authority = () => {
    if (!own) {
      let pem = saved ?? generated.get(environment);
      if (!pem) {
        pem = selfSigned(environment);
        generated.set(environment, pem);
      }
      own = {
        pem,
        certificate: pki.certificateFromPem(pem.certificate),
        key: pki.privateKeyFromPem(pem.privateKey),
      };
    }
    return own;
  };

  return {
    environment,
    pem: () => authority().pem,

    issue(cuit, { alias = 'simulador', linkedToWsfe = true, validDays = 730 } = {}) {
      if (!/^\d{11}$/.test(cuit)) throw new Error(`A CUIT has 11 digits: ${cuit}`);
      const issuer = authority();
      const keys = pki.rsa.generateKeyPair({ bits: 2048 });
      const certificate = pki.createCertificate();
      certificate.publicKey = keys.publicKey;
      certificate.serialNumber = serialNumber();
      certificate.validity.notBefore = now();
      certificate.validity.notAfter = new Date(now().getTime() + validDays * DAY_MS);
      certificate.setSubject([
        { shortName: 'C', value: 'AR' },
        { shortName: 'O', value: alias },
        { shortName: 'CN', value: alias },
        { name: 'serialNumber', value: `CUIT ${cuit}` },
      ]);
      certificate.setIssuer(issuer.certificate.subject.attributes);
      certificate.setExtensions([
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      ]);
      certificate.sign(issuer.key, forge.md.sha256.create());
      if (!linkedToWsfe) unlinked.add(certificate.serialNumber);
      return {
        certificate: pki.certificateToPem(certificate),
        privateKey: pki.privateKeyToPem(keys.privateKey),
      };
    },

    read(cms) {
      const parts = signedParts(cms);
      let trusted = false;
      try {
        trusted = authority().certificate.verify(parts.certificate);
      } catch {
        // forge throws when the issuer's name is not this authority's: untrusted as well.
      }
      if (!trusted)
        throw new SimulatedFault('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
      if (!signatureHolds(parts))
        throw new SimulatedFault('cms.sign.invalid', 'Firma invalida o algoritmo no soportado');
      let tra: string;
      try {
        tra = forge.util.decodeUtf8(parts.content);
      } catch {
        throw new SimulatedFault('cms.bad', 'CMS invalido: el contenido no es UTF-8');
      }
      const certificate = pki.certificateToPem(parts.certificate);
      return {
        tra,
        certificate,
        subject: distinguishedName(parts.certificate.subject),
        cuit: certificateFacts(certificate)?.cuit,
        linkedToWsfe: !unlinked.has(parts.certificate.serialNumber),
      };
    },
  };
}
