/**
 * The words of the certificates: a student downloads the certificate of a module she finished, a
 * graduate the certificate of the whole training; anyone checks one at /verificar/{code}. Apart from
 * `messages` (messages.ts) because every page loads that object, and the home page's script budget has no
 * room for these.
 */
export const certificateTexts = {
  // 'Mis Cursos'.
  download: 'Descargar certificado',
  downloading: 'Preparando el certificado…',
  downloadTraining: 'Descargar el certificado de la Formación',
  trainingDone: '¡Terminaste la Formación! Descargá tu certificado.',
  // The PDF.
  title: 'Certificado',
  moduleHeading: 'Certificado de asistencia',
  trainingHeading: 'Certificado de la Formación',
  certifies: 'Se certifica que',
  attendedModule: 'asistió y completó el',
  completedTraining: 'completó la',
  trainingName: 'Formación NCFA',
  moduleWhat: (number: number, title: string) => (title ? `Módulo ${number}: ${title}` : `Módulo ${number}`),
  trainingWhat: (modules: number) => `Formación NCFA, ${modules} módulos`,
  hours: (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`),
  onDate: (date: string) => `realizado el ${date}`,
  between: (from: string, to: string) => (from === to ? `el ${from}` : `del ${from} al ${to}`),
  issuedOn: (date: string) => `Emitido el ${date}`,
  code: 'Código de verificación',
  verifyAt: 'Verificalo en',
  // /verificar/{code}.
  verifyTitle: 'Verificar un certificado',
  holder: 'Titular',
  what: 'Certifica',
  hoursLabel: 'Horas',
  dates: 'Fechas',
  issuedAt: 'Emitido el',
  state: 'Estado',
  valid: 'Válido',
  revoked: 'Revocado',
  revokedOn: (date: string) => `Revocado el ${date}.`,
  revokedNote:
    'Este certificado ya no tiene validez. Si tenés dudas, escribile a quien lo emitió: el motivo no se publica.',
  validNote: (owner: string) =>
    owner
      ? `Este certificado fue emitido por ${owner} y es válido.`
      : 'Este certificado fue emitido por este sitio y es válido.',
  unknown: 'No encontramos ningún certificado con ese código. Revisá que esté completo y bien escrito.',
  // Refusals.
  notFinished: 'Todavía no terminaste este módulo: el certificado estará disponible cuando lo completes.',
  notGraduated:
    'Todavía no terminaste todos los módulos de la Formación: el certificado estará disponible cuando los completes.',
  revokedDownload: 'Este certificado fue revocado: ya no se puede descargar. Escribinos si tenés dudas.',
  moduleRequired: 'Elegí un módulo.',
  kindInvalid: 'Elegí qué certificado querés.',
  // The admin's 'Certificados'.
  adminTitle: 'Certificados',
  adminIntro:
    'Los certificados que emitió el sitio. Cada uno tiene un código que cualquiera puede verificar. Si revocás uno, la verificación muestra «Revocado» (sin el motivo, que queda solo acá y en el registro de cambios).',
  search: 'Buscar por nombre o código',
  none: 'Todavía no se emitió ningún certificado.',
  revoke: 'Revocar',
  revoking: 'Revocando…',
  reason: 'Motivo',
  reasonRequired: 'Escribí el motivo de la revocación.',
  revokedMsg: 'Certificado revocado. La verificación ya muestra «Revocado».',
  alreadyRevoked: 'Este certificado ya estaba revocado.',
  signatureMissing:
    'Todavía no subiste tu firma: los certificados salen sin ella. Subila en Contenido del sitio → Tus datos.',
} as const;

/** What a certificate vouches for: one module, or the whole training. */
export const CERTIFICATE_KINDS = ['module', 'training'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** A certificate's code: 128 random bits in base32 (RFC 4648, no padding), 26 characters. */
export const CERTIFICATE_CODE = /^[A-Z2-7]{26}$/;
