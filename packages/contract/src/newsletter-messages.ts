/**
 * The words of the newsletter ('Novedades'): the form in every page's footer and on /novedades, its
 * confirmation, the way out, a student's choice in her profile, and the owner's tab. Apart from `messages`
 * (messages.ts), like the other features' words, so that a page loads only what it shows.
 */
export const newsletterMessages = {
  // The form, in the footer and on /novedades.
  title: 'Recibí las novedades',
  intro: 'Talleres, actividades, la formación y artículos nuevos, en tu correo.',
  email: 'Tu dirección de correo',
  subscribe: 'Suscribirme',
  subscribing: 'Enviando…',
  consentRequired: 'Marcá la casilla para aceptar recibir las novedades.',
  checkInbox:
    'Te enviamos un correo para confirmar la suscripción. Hasta que no uses su enlace no vas a recibir novedades.',
  // The confirmation e-mail and page.
  confirmSubject: 'Confirmá tu suscripción a las novedades',
  confirmIntro: (site: string) =>
    `Alguien, seguramente vos, pidió en ${site} recibir sus novedades en esta dirección. Para confirmarlo, usá el botón.`,
  confirmAction: 'Confirmar la suscripción',
  confirmNote: 'Si no lo pediste, ignorá este correo: sin confirmar no vas a recibir nada.',
  confirming: 'Confirmando la suscripción…',
  confirmed: '¡Listo! Ya estás en la lista de las novedades.',
  linkInvalid:
    'Este enlace ya no sirve. Si querés recibir las novedades, suscribite de nuevo desde el pie de cualquier página.',
  // The way out: the page of every newsletter's link, and the one-click address.
  unsubscribeTitle: 'Dejar de recibir las novedades',
  unsubscribeQuestion: (email: string) => `¿Dejamos de enviar las novedades a ${email}?`,
  unsubscribeButton: 'Darme de baja',
  unsubscribed: 'Listo: no vas a recibir más novedades en esta dirección.',
  alreadyOut: 'Esta dirección no recibe las novedades.',
  // Each newsletter's e-mail.
  mailWhy: (site: string) => `Recibís este correo porque te suscribiste a las novedades en ${site}.`,
  mailOut: 'Para dejar de recibirlas',
  mailAction: 'Leer en el sitio',
  // A subscription's state, in her copy of her data and in the owner's list.
  states: { pending: 'Sin confirmar', subscribed: 'Suscripto', unsubscribed: 'De baja' },
  // The archive at /novedades.
  archiveTitle: 'Novedades enviadas',
  archiveEmpty: 'Todavía no se envió ninguna novedad.',
  archiveBack: 'Todas las novedades',
  // A student's profile.
  profileLegend: 'Novedades por correo',
  profileLabel: 'Quiero recibir las novedades por correo',
  profileOn: 'Listo: vas a recibir las novedades en tu correo.',
  profileOff: 'Listo: ya no vas a recibir las novedades.',
} as const;

/** The owner's tab 'Novedades': apart, so that the footer's form loads none of it. */
export const newsletterAdminMessages = {
  tab: 'Novedades',
  includeStudents: 'Incluir a los alumnos que se suscribieron desde su perfil',
  testSend: 'Enviarme una prueba',
  testSent: (to: string) => `Te enviamos una prueba a ${to}.`,
  noNoticesAddress:
    'Guardá tu correo para avisos en «Contenido del sitio», en «Tus datos», para recibir la prueba.',
  send: (count: number) => (count === 1 ? 'Enviar a 1 suscriptor' : `Enviar a ${count} suscriptores`),
  confirmSend: (count: number) =>
    count === 1
      ? '¿Enviar esta novedad a 1 suscriptor? No se puede deshacer.'
      : `¿Enviar esta novedad a ${count} suscriptores? No se puede deshacer.`,
  sent: (count: number) =>
    count === 1
      ? 'Novedad enviada a 1 suscriptor. Los correos salen de a uno, al ritmo que elegiste.'
      : `Novedad enviada a ${count} suscriptores. Los correos salen de a uno, al ritmo que elegiste.`,
  nobody: 'Todavía nadie confirmó su suscripción: no se envió.',
  subjectRequired: 'Escribí el asunto.',
  bodyRequired: 'Escribí el texto de la novedad.',
  history: 'Novedades enviadas',
  historyEmpty: 'Todavía no enviaste ninguna novedad.',
  pace: 'Ritmo de envío',
  perHour: 'Correos por hora',
  perHourHint:
    'Lo que acepta tu servidor de correo (por ejemplo 100 por hora). Vacío: el ritmo del servidor del sitio. Los correos de las inscripciones y las cuentas no esperan a las novedades.',
  perHourInvalid: 'Escribí un número entero de correos por hora, de 1 a 100.000, o dejalo vacío.',
  paceSaved: 'Ritmo de envío guardado.',
  subscribers: 'Suscriptores',
  search: 'Buscar por correo',
  counts: (subscribed: number, pending: number, out: number) =>
    `${subscribed} suscriptos · ${pending} sin confirmar · ${out} de baja`,
  noneFound: 'Nadie coincide con la búsqueda.',
  noneYet: 'Todavía no hay suscriptores. El formulario está en el pie de cada página y en /novedades.',
  sources: { form: 'Formulario', profile: 'Desde su perfil', import: 'Importado' },
  remove: 'Quitar',
  confirmRemove: (email: string) => `¿Quitar a ${email} de la lista? Se borra también su consentimiento.`,
  removed: 'Suscriptor quitado.',
  importTitle: 'Importar suscriptores',
  importHint:
    'Un archivo CSV con una dirección de correo por línea (la primera columna; una fila de títulos se ignora). Nadie se agrega dos veces, y quien se dio de baja no vuelve a la lista.',
  importFile: 'Archivo CSV',
  importConsent: 'Estas personas aceptaron recibir mis novedades por correo.',
  importConsentRequired: 'Confirmá que estas personas aceptaron recibir tus novedades.',
  importEmpty: 'Elegí un archivo CSV con al menos una dirección.',
  importButton: 'Importar',
  imported: (added: number, skipped: number) =>
    `${added === 1 ? 'Se agregó 1 suscriptor' : `Se agregaron ${added} suscriptores`}${
      skipped === 0
        ? '.'
        : `; ${skipped === 1 ? '1 línea no se importó' : `${skipped} líneas no se importaron`}:`
    }`,
  lineProblem: (line: number, problem: string) => `Línea ${line}: ${problem}`,
  problems: {
    invalid: 'no es una dirección de correo válida',
    repeated: 'repetida en el archivo',
    present: 'ya estaba en la lista',
    left: 'se dio de baja; no se vuelve a agregar',
  },
  csvColumns: {
    email: 'Correo',
    state: 'Estado',
    source: 'Origen',
    since: 'Alta',
    confirmed: 'Confirmación',
    out: 'Baja',
  },
  recipientStates: { queued: 'En cola', sent: 'Enviados', retrying: 'Reintentando', failed: 'Fallaron' },
} as const;

/**
 * The consent a subscriber gives, word for word: the form's checkbox and a student's in her profile show it,
 * and the server records it with its time (Ley 25.326).
 */
export const NEWSLETTER_CONSENT =
  'Acepto recibir por correo las novedades de este sitio (talleres, actividades, la formación y artículos nuevos). Puedo darme de baja cuando quiera con el enlace de cada correo.';

/** What the owner confirms when she imports addresses, recorded as each imported one's consent. */
export const NEWSLETTER_IMPORT_CONSENT = `Importado por la dueña del sitio, que declaró: «${newsletterAdminMessages.importConsent}»`;

export const NEWSLETTER_STATES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
export const NEWSLETTER_SOURCES = ['form', 'profile', 'import'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
