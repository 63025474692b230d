import {
  formatDate,
  formatModuleDate,
  formatPrice,
  messages,
  refundsAtProvider,
  WITHDRAWAL_DAYS,
  withdrawalMessages,
  type Purchase,
  type Withdrawal,
} from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type Detail, type MailSite } from '../../platform/letter';

/*
 * The e-mails of the 'Botón de arrepentimiento': the receipt of a request (to the address given) and the owner's
 * notice, sent together; then the answer to the request once the owner resolves or rejects it. The reason the
 * person wrote goes to the owner only: the form must not carry a stranger's text to any address typed in it.
 */

const instant = (iso: string) => `${formatModuleDate(iso)} (hora Argentina)`;
const herName = (site: MailSite) => site.ownerName || 'La administración del sitio';
/** The item, with the course date when it is a workshop. */
const item = (purchase: Purchase) =>
  purchase.courseDate
    ? `${purchase.inscription.title} (${formatDate(purchase.courseDate)})`
    : purchase.inscription.title;
/** Where the person sees her purchases and their state. */
const dashboard = (site: MailSite) => ({
  label: 'Ver mis inscripciones',
  url: `${site.publicUrl}/dashboard`,
});
const price = (purchase: Purchase) => formatPrice(purchase.amount, purchase.currency);
const wayToPay = (purchase: Purchase) => messages.purchase.waysToPay[purchase.wayToPay];
/** The purchase a request names, and the last day of its term. */
function purchaseDetails({ purchase, termLastDay }: Withdrawal): Detail[] {
  if (!purchase || !termLastDay) return [];
  return [
    ['Inscripción', item(purchase)],
    ['Fecha de la inscripción', instant(purchase.createdAt)],
    ['Plazo para arrepentirse', `hasta el ${formatDate(termLastDay)}`],
  ];
}

/** The request as both e-mails about it list it: its code, when, the reference and what it names. */
const requestDetails = (withdrawal: Withdrawal): Detail[] => [
  ['Código de la solicitud', withdrawal.code],
  ['Fecha de la solicitud', instant(withdrawal.createdAt)],
  ['Referencia de la inscripción', withdrawal.reference],
  ...purchaseDetails(withdrawal),
];

/** What the owner reads of the purchase's payment. */
const paymentDetails = (purchase: Purchase | null): Detail[] =>
  purchase
    ? [
        ['Importe', price(purchase)],
        ['Medio de pago', wayToPay(purchase)],
        ['Estado del pago', messages.purchase.states[purchase.state]],
      ]
    : [];

/** What the receipt says of the term: within it (the refund follows), after it, or no purchase matched. */
function termParagraph(site: MailSite, withdrawal: Withdrawal): string {
  if (withdrawal.withinTerm === null) {
    return `No encontramos una inscripción con la referencia ${withdrawal.reference} y este correo. ${herName(site)} va a revisar tu solicitud y te va a escribir. Si te equivocaste en algún dato, podés enviarla de nuevo con el botón de arrepentimiento.`;
  }
  return withdrawal.withinTerm
    ? `La enviaste dentro de los ${WITHDRAWAL_DAYS} días corridos desde tu inscripción, como prevé el artículo 34 de la Ley 24.240 de Defensa del Consumidor: se te va a reintegrar el total por el mismo medio con el que pagaste, sin costo, y te avisaremos por correo cuando esté hecho.`
    : `El plazo de ${WITHDRAWAL_DAYS} días corridos desde tu inscripción ya pasó, así que no corresponde el reintegro automático. Igual registramos tu solicitud: ${herName(site)} la va a evaluar y te va a responder por correo.`;
}

/** The receipt of a request, to the address typed in the form: its code, and what happens next. */
export function withdrawalReceivedMail(site: MailSite, withdrawal: Withdrawal): Mail {
  return composeMail(site, {
    to: withdrawal.email,
    subject: `Recibimos tu solicitud de arrepentimiento ${withdrawal.code}`,
    greeting: `¡Hola, ${withdrawal.name}!`,
    paragraphs: [
      `Recibimos tu solicitud de arrepentimiento (la revocación de tu inscripción) el ${instant(withdrawal.createdAt)}. Su código es ${withdrawal.code}: guardalo para cualquier consulta.`,
      termParagraph(site, withdrawal),
    ],
    details: requestDetails(withdrawal),
    action: dashboard(site),
    // With no address known for the owner there is nobody to write to (the sender is not read).
    ...(site.noticesTo && {
      note: `Si no enviaste esta solicitud, escribí a ${site.noticesTo}: nada cambia en tu inscripción hasta que lo revisemos.`,
    }),
  });
}

/** What the owner is told of the term, and what is hers to do. */
function ownerTermParagraph(withdrawal: Withdrawal): string {
  if (withdrawal.withinTerm === null) {
    return `La referencia ${withdrawal.reference} no coincide con ninguna inscripción de ese correo. Revisá la solicitud y, si hace falta, escribile a ${withdrawal.email}; después resolvela o rechazala en «Arrepentimientos».`;
  }
  return withdrawal.withinTerm
    ? `Llegó dentro de los ${WITHDRAWAL_DAYS} días corridos desde la inscripción: corresponde reintegrar el total por el mismo medio de pago. Resolvela en «Arrepentimientos».`
    : `Llegó después de los ${WITHDRAWAL_DAYS} días corridos desde la inscripción: decidí si la aceptás (con el reintegro) o la rechazás, en «Arrepentimientos».`;
}

/** Tells the owner of a new request, with the purchase it names and the reason given. */
export function ownerWithdrawalMail(site: MailSite, ownerEmail: string, withdrawal: Withdrawal): Mail {
  return composeMail(site, {
    to: ownerEmail,
    subject: `Solicitud de arrepentimiento ${withdrawal.code} (${withdrawal.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [
      `${withdrawal.name} pidió revocar una inscripción con el botón de arrepentimiento.`,
      ownerTermParagraph(withdrawal),
    ],
    details: [
      ['Nombre', withdrawal.name],
      ['Correo', withdrawal.email],
      ...requestDetails(withdrawal),
      ...paymentDetails(withdrawal.purchase),
      ['Motivo', withdrawal.reason || '(sin motivo)'],
    ],
    action: { label: withdrawalMessages.tab, url: `${site.publicUrl}/admin/arrepentimientos` },
  });
}

/** A request received: the receipt to the person and the notice to the owner, sent together once. */
export const withdrawalReceivedMails = (site: MailSite, ownerEmail: string, withdrawal: Withdrawal) => [
  withdrawalReceivedMail(site, withdrawal),
  ownerWithdrawalMail(site, ownerEmail, withdrawal),
];

/** How the money went back: through the provider (it may take days to show), by transfer, or by her own hand. */
function howReturned(site: MailSite, purchase: Purchase): string {
  if (refundsAtProvider(purchase)) {
    return `El reintegro puede tardar unos días en verse en tu cuenta de ${wayToPay(purchase)} o en el resumen de tu tarjeta.`;
  }
  return purchase.wayToPay === 'transfer'
    ? 'La devolución se hizo por transferencia.'
    : `La devolución la hizo ${herName(site)} directamente.`;
}

/** What the answer says was done: the refund, or why there was none. */
function outcome(site: MailSite, { purchase }: Withdrawal, refunded: boolean): string {
  if (!purchase) return `${herName(site)} dio por resuelta tu solicitud.`;
  if (!refunded) {
    return `${herName(site)} aceptó tu solicitud. Tu inscripción en ${item(purchase)} no tenía un pago registrado, así que no hay nada que reintegrar.`;
  }
  return `${herName(site)} aceptó tu solicitud y te reintegró el pago de tu inscripción en ${item(purchase)} (${price(purchase)}, por ${wayToPay(purchase)}). ${howReturned(site, purchase)}`;
}

const noteParagraph = (site: MailSite, withdrawal: Withdrawal) =>
  withdrawal.resolutionNote ? [`Nota de ${herName(site)}: ${withdrawal.resolutionNote}`] : [];

/**
 * The answer to a request the owner resolved: the refund (`refunded`: made, asked of the provider, or made before)
 * or why none was due, and her note.
 */
export function withdrawalResolvedMail(site: MailSite, withdrawal: Withdrawal, refunded: boolean): Mail {
  return composeMail(site, {
    to: withdrawal.email,
    subject: `Tu solicitud de arrepentimiento ${withdrawal.code} fue resuelta`,
    greeting: `¡Hola, ${withdrawal.name}!`,
    paragraphs: [outcome(site, withdrawal, refunded), ...noteParagraph(site, withdrawal)],
    details: requestDetails(withdrawal),
    action: dashboard(site),
  });
}

/** The answer to a request the owner rejected (after the term, or naming no purchase of that e-mail): her reason. */
export function withdrawalRejectedMail(site: MailSite, withdrawal: Withdrawal): Mail {
  return composeMail(site, {
    to: withdrawal.email,
    subject: `Respuesta a tu solicitud de arrepentimiento ${withdrawal.code}`,
    greeting: `¡Hola, ${withdrawal.name}!`,
    paragraphs: [
      `${herName(site)} revisó tu solicitud y no corresponde el reintegro.`,
      ...noteParagraph(site, withdrawal),
      ...(site.noticesTo
        ? [`Si tenés dudas, escribí a ${site.noticesTo} indicando el código de la solicitud.`]
        : []),
    ],
    details: requestDetails(withdrawal),
    action: dashboard(site),
  });
}
