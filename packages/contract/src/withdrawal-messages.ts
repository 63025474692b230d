/**
 * The messages of the 'Botón de arrepentimiento' (the buyer's right to revoke a purchase, Ley 24.240 art. 34
 * and Resolución 424/2020), implied by the issue, not by the specification: the /arrepentimiento page, the
 * server's answers and e-mails' words, and the admin tab 'Arrepentimientos'. Apart from `messages`
 * (messages.ts) because every page loads that object, and the home page's script budget has no room for
 * these.
 */
export const withdrawalMessages = {
  title: 'Botón de arrepentimiento',
  description:
    'Revocá tu inscripción dentro de los 10 días corridos, sin dar motivos y sin costo (Ley 24.240, art. 34). Sin iniciar sesión.',
  intro:
    'Si te inscribiste en un taller, una actividad o un módulo, podés revocar la compra dentro de los 10 días corridos desde tu inscripción, sin dar motivos y sin costo (artículo 34 de la Ley 24.240 de Defensa del Consumidor). No hace falta iniciar sesión.',
  referenceHint:
    'Está en el correo que recibiste al inscribirte y en tu perfil, en «Mis inscripciones»; por ejemplo INS-7K3F9Q.',
  name: 'Nombre y apellido',
  email: 'Correo electrónico',
  reference: 'Referencia de la inscripción',
  reason: 'Motivo (opcional)',
  submit: 'Enviar solicitud',
  nameRequired: 'Escribí tu nombre y apellido.',
  referenceInvalid: 'Escribí la referencia de tu inscripción, por ejemplo INS-7K3F9Q.',
  codeLabel: 'Código de tu solicitud:',
  /** The page's answer, before the term's sentence. */
  received: (code: string) => `Recibimos tu solicitud. Su código es ${code}.`,
  emailed: (email: string) => `Te lo enviamos también por correo a ${email}.`,
  withinTerm:
    'La enviaste dentro de los 10 días corridos desde tu inscripción: se te va a reintegrar el total por el mismo medio con el que pagaste, y te avisaremos por correo.',
  termPassed:
    'El plazo de 10 días corridos desde tu inscripción ya pasó, así que no corresponde el reintegro automático. Igual registramos tu solicitud: la vamos a evaluar y te vamos a responder por correo.',
  notMatched:
    'No encontramos una inscripción con esa referencia y ese correo. Igual registramos tu solicitud: la vamos a revisar y te vamos a escribir. Si te equivocaste en algún dato, podés enviarla de nuevo.',
  // The admin tab.
  tab: 'Arrepentimientos',
  states: { open: 'Abierta', resolved: 'Resuelta', rejected: 'Rechazada' },
  resolve: 'Resolver',
  reject: 'Rechazar',
  resolved: 'Solicitud resuelta',
  rejected: 'Solicitud rechazada',
  actionFailed: 'No se pudo cambiar la solicitud',
  alreadyClosed: 'Esta solicitud ya fue resuelta o rechazada.',
  noteRequired: 'Escribí el motivo del rechazo: se lo enviamos a la persona.',
  noteLabel: 'Nota para la persona (opcional al resolver, obligatoria al rechazar)',
  moneyReturned: 'Ya le devolví el dinero',
  moneyReturnedRequired: 'Confirmá que ya le devolviste el dinero antes de resolver la solicitud.',
  rejectWithinTerm:
    'Dentro de los 10 días corridos el arrepentimiento no se puede rechazar: resolvé la solicitud y reintegrá el pago.',
  resolveConfirm: '¿Resolver la solicitud?',
  rejectConfirm: '¿Rechazar la solicitud?',
  rejectExplained: 'La persona recibe tu nota por correo. La inscripción no cambia.',
  nothingToRefund:
    'No hay un pago registrado que reintegrar: la solicitud queda resuelta y se le avisa por correo.',
} as const;
