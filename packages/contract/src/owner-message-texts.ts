/**
 * The words of 'Enviar mensaje': the owner writes to the people of one list of 'Administrar inscriptos',
 * and each finds her copy in 'Alumnos'. Apart from `messages` (messages.ts) because every page loads that
 * object, and the home page's script budget has no room for these.
 */
export const ownerMessageTexts = {
  open: 'Enviar mensaje',
  close: 'Cerrar',
  subject: 'Asunto',
  body: 'Texto',
  bodyHint: 'Texto simple: dejá una línea en blanco entre párrafos. Cada persona lo recibe con su nombre.',
  audience: 'Destinatarios',
  paidOnly: 'Solo pagos',
  withPending: 'Pagos y pendientes de pago',
  preview: 'Ver destinatarios',
  previewing: 'Buscando destinatarios…',
  nobody: 'Nadie de esta lista recibiría el mensaje.',
  willReceive: (count: number) =>
    count === 1 ? 'Lo va a recibir 1 persona:' : `Lo van a recibir ${count} personas:`,
  send: (count: number) => (count === 1 ? 'Enviar a 1 persona' : `Enviar a ${count} personas`),
  sending: 'Enviando…',
  sent: (count: number) =>
    count === 1
      ? 'Mensaje enviado a 1 persona. Los correos salen de a uno, al ritmo que acepta el servidor de correo.'
      : `Mensaje enviado a ${count} personas. Los correos salen de a uno, al ritmo que acepta el servidor de correo.`,
  refresh: 'Actualizar estados',
  history: 'Mensajes enviados a esta lista',
  states: {
    queued: 'En cola',
    sent: 'Enviado',
    retrying: 'Reintentando',
    failed: 'Falló',
  },
  subjectRequired: 'Escribí el asunto.',
  bodyRequired: 'Escribí el texto del mensaje.',
  listInvalid: 'Elegí una lista de inscriptos.',
  noRecipients: 'Nadie de esta lista recibiría el mensaje: no se envió.',
  // The e-mail.
  mailNote: (list: string) =>
    `Te escribimos porque estás inscripta o inscripto en «${list}». El mensaje queda también en tu página de Alumnos.`,
  mailAction: 'Ver en Alumnos',
  // 'Alumnos'.
  mine: 'Mensajes',
  mineEmpty: 'Todavía no recibiste mensajes.',
  about: (list: string) => `Sobre «${list}»`,
} as const;

/** A recipient's state, as the outbox's row of her e-mail says it. */
export const OWNER_MESSAGE_STATES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type OwnerMessageState = (typeof OWNER_MESSAGE_STATES)[number];
