import { formatPrice, messages, type PaymentSettings, type Purchase } from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type Detail, type MailSite } from '../../platform/letter';
import {
  adminArea,
  dashboard,
  deadlineDetail,
  item,
  operationDetail,
  person,
  price,
  purchaseDetails,
  wayToPay,
  writeToOwner,
} from '../purchases';

/*
 * The e-mails of payments, with absolute links (PUBLIC_URL): a transfer's details, a payment given back, a payment
 * taken twice, part of one given back; in the site's one layout (../emails/letter.ts), with the purchase told as
 * its own e-mails tell it.
 */

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

/**
 * Tells the owner that part of a payment was given back at the provider (a refund of part made in her account):
 * how much in all, and that the purchase stays paid. The student is told by the provider.
 */
export function ownerPartlyRefundedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string,
): Mail {
  const refunded = formatPrice(purchase.refundedAmount, purchase.currency);
  return composeMail(site, {
    to: ownerEmail,
    subject: `Reintegro parcial: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [
      `${messages.purchase.waysToPay[purchase.wayToPay]} informó que del pago de ${person(purchase)}, de ${price(purchase)}, se devolvieron ${refunded} en total. La inscripción sigue paga y conserva su acceso; si querés anularla, devolvé el resto.`,
    ],
    details: [
      ...purchaseDetails(purchase),
      [messages.purchase.refundedAmount, refunded],
      ['Número de operación', operation],
    ],
    action: adminArea(site),
  });
}

/** Part of a payment given back: the owner's notice, once per amount the provider reports. */
export const partlyRefundedMails = (
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string,
) => [ownerPartlyRefundedMail(site, ownerEmail, purchase, operation)];

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
