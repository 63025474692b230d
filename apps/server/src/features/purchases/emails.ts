import {
  discountCodeMessages,
  formatDate,
  formatModuleDate,
  formatPrice,
  messages,
  type Purchase,
} from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type Detail, type MailSite } from '../../platform/letter';

/*
 * The e-mails of purchases, with absolute links (PUBLIC_URL): each a few paragraphs and a table of details, in the
 * site's one layout (../emails/letter.ts); and the pieces of a purchase that the e-mails about its payment share.
 */

/** The amount with its currency. */
export const price = (purchase: Purchase) => formatPrice(purchase.amount, purchase.currency);
/** The discount code it was bought with and what it took off, when it was. */
const discountDetail = (purchase: Purchase): Detail[] =>
  purchase.discountCode
    ? [
        [
          discountCodeMessages.usedCode,
          `${purchase.discountCode} (− ${formatPrice(purchase.discount, purchase.currency)})`,
        ],
      ]
    : [];
/** An instant in Argentine time, as every e-mail writes it: '20/03/2027 a las 10:00 (hora Argentina)'. */
export const instant = (iso: string) => `${formatModuleDate(iso)} (hora Argentina)`;
/** The person's name as the purchase copied it. */
export const person = (purchase: Purchase) =>
  `${purchase.user_id.firstName} ${purchase.user_id.lastName}`.trim();
/** The item, with the course date when it is a workshop. */
export const item = (purchase: Purchase) =>
  purchase.courseDate
    ? `${purchase.inscription.title} (${formatDate(purchase.courseDate)})`
    : purchase.inscription.title;
/** How the purchase is paid, as the student reads it. */
export const wayToPay = (purchase: Purchase) =>
  purchase.wayToPay === 'transfer' && purchase.currency === 'USD'
    ? 'Pago desde el exterior'
    : messages.purchase.waysToPay[purchase.wayToPay];
/** The student's way back to her purchases. */
export const dashboard = (site: MailSite) => ({
  label: 'Ver mis inscripciones',
  url: `${site.publicUrl}/dashboard`,
});
/** Until when a pending purchase may be paid. */
export const deadlineDetail = (purchase: Purchase): Detail[] =>
  purchase.deadline ? [['Fecha límite de pago', instant(purchase.deadline)]] : [];
/**
 * The sentence that sends the student to the owner's address, or none when the site knows no address for her (no
 * notices address, no administrator yet): the e-mail itself comes from an address nobody may read, so there is
 * nobody to write to, nor to reply to.
 */
export const writeToOwner = (ownerEmail: string, sentence: (address: string) => string) =>
  ownerEmail ? [sentence(ownerEmail)] : [];

/** The provider's number for the payment (Mercado Pago's payment, PayPal's capture), on the receipts. */
export const operationDetail = (operation: string | undefined): Detail[] =>
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
      ...discountDetail(purchase),
      ['Moneda', purchase.currency],
      ['Medio de pago', wayToPay(purchase)],
      ['Fecha de pago', instant(purchase.paidAt ?? new Date().toISOString())],
      ['Referencia', purchase.reference],
      ...operationDetail(operation),
    ],
    action: dashboard(site),
  });
}

/** The purchase as the owner's e-mails list it: who, what and how. */
export const purchaseDetails = (purchase: Purchase): Detail[] => [
  ['Persona', person(purchase)],
  ['Correo', purchase.user_id.email],
  ['Teléfono', purchase.user_id.phone],
  ['País', purchase.user_id.country],
  ['Inscripción', item(purchase)],
  ['Importe', price(purchase)],
  ...discountDetail(purchase),
  ['Medio de pago', wayToPay(purchase)],
  ['Referencia', purchase.reference],
];
/** The owner's way to her list of purchases. */
export const adminArea = (site: MailSite) => ({
  label: 'Administrar inscriptos',
  url: `${site.publicUrl}/admin`,
});

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
