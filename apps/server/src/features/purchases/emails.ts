import {
  formatDate,
  formatModuleDate,
  formatPrice,
  messages,
  type PaymentSettings,
  type Purchase,
} from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type Detail, type MailSite } from '../../platform/letter';

/*
 * The e-mails of purchases and payments, with absolute links (PUBLIC_URL): each a few paragraphs and a table of
 * details, in the site's one layout (../emails/letter.ts).
 */

const price = (purchase: Purchase) => formatPrice(purchase.amount, purchase.currency);
/** An instant in Argentine time, as every e-mail writes it: '20/03/2027 a las 10:00 (hora Argentina)'. */
export const instant = (iso: string) => `${formatModuleDate(iso)} (hora Argentina)`;
const person = (purchase: Purchase) => `${purchase.user_id.firstName} ${purchase.user_id.lastName}`.trim();
/** The item, with the course date when it is a workshop. */
const item = (purchase: Purchase) =>
  purchase.courseDate
    ? `${purchase.inscription.title} (${formatDate(purchase.courseDate)})`
    : purchase.inscription.title;
const wayToPay = (purchase: Purchase) =>
  purchase.wayToPay === 'transfer' && purchase.currency === 'USD'
    ? 'Pago desde el exterior'
    : messages.purchase.waysToPay[purchase.wayToPay];
const dashboard = (site: MailSite) => ({
  label: 'Ver mis inscripciones',
  url: `${site.publicUrl}/dashboard`,
});
const deadlineDetail = (purchase: Purchase): Detail[] =>
  purchase.deadline ? [['Fecha límite de pago', instant(purchase.deadline)]] : [];
/**
 * The sentence that sends the student to the owner's address, or none when the site knows no address for her (no
 * notices address, no administrator yet): the e-mail itself comes from an address nobody may read, so there is
 * nobody to write to, nor to reply to.
 */
const writeToOwner = (ownerEmail: string, sentence: (address: string) => string) =>
  ownerEmail ? [sentence(ownerEmail)] : [];

/** The bank details (in pesos) or the owner's instructions (from abroad), with the amount, reference and deadline. */
export function transferDetailsMail(site: MailSite, purchase: Purchase, settings: PaymentSettings): Mail {
  const amountDetails: Detail[] = [
    ['Inscripción', item(purchase)],
    ['Importe', price(purchase)],
    ['Referencia', purchase.reference],
    ...deadlineDetail(purchase),
  ];
  const inPesos = purchase.currency === 'ARS';
  const bankDetails: Detail[] = [
    ['Titular', settings.bankHolder],
    ['CUIT', settings.cuit],
    ['Banco', settings.bank],
    ['CBU / CVU', settings.cbu],
    ['Alias', settings.alias],
  ];
  return composeMail(site, {
    to: purchase.user_id.email,
    subject: `Datos para pagar tu inscripción ${purchase.reference}`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: inPesos
      ? [
          `Gracias por inscribirte en ${item(purchase)}. Para completar tu inscripción, hacé una transferencia con estos datos y escribí la referencia ${purchase.reference} en el concepto.`,
          'Cuando recibamos el pago te enviaremos la confirmación por correo.',
        ]
      : [
          `Gracias por inscribirte en ${item(purchase)}. Para pagar desde el exterior, seguí estas instrucciones e indicá la referencia ${purchase.reference}:`,
          settings.abroadInstructions,
          'Cuando recibamos el pago te enviaremos la confirmación por correo.',
        ],
    details: inPesos ? [...bankDetails.filter(([, value]) => value), ...amountDetails] : amountDetails,
    action: dashboard(site),
  });
}

/** The provider's number for the payment (Mercado Pago's payment, PayPal's capture), on the receipts. */
const operationDetail = (operation: string | undefined): Detail[] =>
  operation ? [['Número de operación', operation]] : [];

/**
 * The student's receipt: item, amount, currency, method, date and reference (and the provider's operation number
 * when a provider took the payment).
 */
export function paymentConfirmedMail(site: MailSite, purchase: Purchase, operation?: string): Mail {
  return composeMail(site, {
    to: purchase.user_id.email,
    subject: `Pago confirmado: ${purchase.inscription.title}`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: ['Recibimos tu pago y tu inscripción está confirmada. Este es tu comprobante:'],
    details: [
      ['Inscripción', item(purchase)],
      ['Importe', price(purchase)],
      ['Moneda', purchase.currency],
      ['Medio de pago', wayToPay(purchase)],
      ['Fecha de pago', instant(purchase.paidAt ?? new Date().toISOString())],
      ['Referencia', purchase.reference],
      ...operationDetail(operation),
    ],
    action: dashboard(site),
  });
}

/** One reminder before a pending transfer expires. */
export function paymentReminderMail(site: MailSite, purchase: Purchase, ownerEmail: string): Mail {
  return composeMail(site, {
    to: purchase.user_id.email,
    subject: `Recordatorio: tu inscripción ${purchase.reference} está por vencer`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: [
      `Todavía no registramos el pago de tu inscripción en ${item(purchase)}. Si no lo recibimos antes de la fecha límite, la inscripción vencerá y el lugar quedará libre.`,
      ...writeToOwner(
        ownerEmail,
        (address) => `Si ya pagaste, enviá el comprobante a ${address} indicando la referencia.`,
      ),
    ],
    details: [['Importe', price(purchase)], ['Referencia', purchase.reference], ...deadlineDetail(purchase)],
    action: dashboard(site),
  });
}

/** The pending transfer was not paid in time. */
export function purchaseExpiredMail(site: MailSite, purchase: Purchase): Mail {
  return composeMail(site, {
    to: purchase.user_id.email,
    subject: `Tu inscripción ${purchase.reference} venció`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: [
      `No recibimos el pago de tu inscripción en ${item(purchase)} antes de la fecha límite, así que venció. Si todavía querés participar, podés inscribirte de nuevo.`,
    ],
    details: [['Referencia', purchase.reference]],
    action: dashboard(site),
  });
}

const purchaseDetails = (purchase: Purchase): Detail[] => [
  ['Persona', person(purchase)],
  ['Correo', purchase.user_id.email],
  ['Teléfono', purchase.user_id.phone],
  ['País', purchase.user_id.country],
  ['Inscripción', item(purchase)],
  ['Importe', price(purchase)],
  ['Medio de pago', wayToPay(purchase)],
  ['Referencia', purchase.reference],
];
const adminArea = (site: MailSite) => ({ label: 'Administrar inscriptos', url: `${site.publicUrl}/admin` });

/** Tells the owner about a new purchase. */
export function ownerNewPurchaseMail(site: MailSite, ownerEmail: string, purchase: Purchase): Mail {
  return composeMail(site, {
    to: ownerEmail,
    subject: `Nueva inscripción: ${purchase.inscription.title}`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [`${person(purchase)} se inscribió. El pago está pendiente.`],
    details: [...purchaseDetails(purchase), ...deadlineDetail(purchase)],
    action: adminArea(site),
  });
}

/** Tells the owner that a purchase is paid. */
export function ownerPaymentReceivedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation?: string,
): Mail {
  return composeMail(site, {
    to: ownerEmail,
    subject: `Pago recibido: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [`El pago de ${person(purchase)} está confirmado.`],
    details: [...purchaseDetails(purchase), ...operationDetail(operation)],
    action: adminArea(site),
  });
}

/** A payment confirmed: the student's receipt and the owner's notice, sent together once. */
export const paidMails = (site: MailSite, ownerEmail: string, purchase: Purchase, operation?: string) => [
  paymentConfirmedMail(site, purchase, operation),
  ownerPaymentReceivedMail(site, ownerEmail, purchase, operation),
];

/**
 * How the money went back: the provider's operation number when a provider gave it back (its refund or a
 * charge-back), or, with none, the owner's word that she returned it herself (e.g. by transfer).
 */
const refundDetail = (purchase: Purchase, operation: string | null): Detail[] =>
  operation !== null
    ? operationDetail(operation)
    : [
        [
          'Devolución',
          wayToPay(purchase) === messages.purchase.waysToPay.transfer
            ? 'Devolución por transferencia'
            : 'Devolución hecha por la administración',
        ],
      ];

/**
 * Tells the student that the payment was given back (by a provider, or by the owner herself when `operation`
 * is null): the purchase is no longer paid, nor a module theirs.
 */
export function paymentRefundedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string | null,
): Mail {
  const notPaid = `La inscripción ya no figura como paga${purchase.inscriptionModel === 'Module' ? ' y el módulo ya no está disponible en tu cuenta' : ''}.`;
  return composeMail(site, {
    to: purchase.user_id.email,
    subject: `Pago reintegrado: ${purchase.inscription.title}`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: [
      operation !== null
        ? `${messages.purchase.waysToPay[purchase.wayToPay]} nos informó que el pago de tu inscripción en ${item(purchase)} fue reintegrado. ${notPaid}`
        : `Te devolvimos el pago de tu inscripción en ${item(purchase)}. ${notPaid}`,
      ...writeToOwner(
        ownerEmail,
        (address) => `Si creés que es un error, escribí a ${address} indicando la referencia.`,
      ),
    ],
    details: [
      ['Inscripción', item(purchase)],
      ['Importe', price(purchase)],
      ['Medio de pago', wayToPay(purchase)],
      ['Referencia', purchase.reference],
      ...refundDetail(purchase, operation),
    ],
    action: dashboard(site),
  });
}

/**
 * Tells the owner that a payment was given back (by a provider: a refund or a charge-back; or, when `operation`
 * is null, by her own hand as she recorded it): the place is no longer paid.
 */
export function ownerPaymentRefundedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string | null,
): Mail {
  const after = 'La inscripción ya no figura como paga y su acceso al contenido pago se retiró.';
  return composeMail(site, {
    to: ownerEmail,
    subject: `Pago reintegrado: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [
      operation !== null
        ? `${messages.purchase.waysToPay[purchase.wayToPay]} informó que el pago de ${person(purchase)} fue reintegrado o desconocido. ${after}`
        : `Registraste que le devolviste el pago a ${person(purchase)}. ${after}`,
    ],
    details: [...purchaseDetails(purchase), ...refundDetail(purchase, operation)],
    action: adminArea(site),
  });
}

/** A payment given back: the student's notice and the owner's, sent together once. */
export const refundedMails = (
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string | null,
) => [
  paymentRefundedMail(site, ownerEmail, purchase, operation),
  ownerPaymentRefundedMail(site, ownerEmail, purchase, operation),
];

/** Where the owner gives a payment back, at each provider (what the provider's own site calls it). */
const refundAtProvider = {
  mp: 'En tu cuenta de Mercado Pago, entrá en «Tu actividad», abrí la operación con ese número y elegí «Devolver dinero» (la devolución total).',
  pp: 'En tu cuenta de PayPal, entrá en «Actividad», abrí la transacción con ese número y elegí «Emitir un reembolso» por el importe total.',
} as const;

/**
 * Tells the owner that a paid purchase was charged again at the provider (e.g. the same Mercado Pago link paid
 * twice): which operation paid it, which one to give back, and how. The purchase stays paid.
 */
export function ownerDoubleChargeMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  duplicate: string,
): Mail {
  const provider = purchase.wayToPay === 'pp' ? 'pp' : 'mp';
  return composeMail(site, {
    to: ownerEmail,
    subject: `Cobro duplicado: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [
      `${person(purchase)} pagó dos veces la misma inscripción con ${messages.purchase.waysToPay[purchase.wayToPay]}. La inscripción sigue paga con la operación N.º ${purchase.paidByOperation ?? ''}; la operación N.º ${duplicate}, de ${price(purchase)}, es un cobro duplicado que conviene devolver.`,
      refundAtProvider[provider],
      'Cuando la devuelvas, la inscripción seguirá paga: solo la devolución de la operación que la pagó la anula.',
    ],
    details: [
      ...purchaseDetails(purchase),
      ['Operación que pagó la inscripción', purchase.paidByOperation ?? ''],
      ['Operación a devolver', duplicate],
    ],
    action: adminArea(site),
  });
}

/** A second approved payment of a paid purchase: the owner's notice, sent once. */
export const doubleChargedMails = (
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  duplicate: string,
) => [ownerDoubleChargeMail(site, ownerEmail, purchase, duplicate)];
