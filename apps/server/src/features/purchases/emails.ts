import {
  formatDate,
  formatModuleDate,
  formatPrice,
  messages,
  type PaymentSettings,
  type Purchase,
} from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import type { MailSite } from '../auth/emails';

/*
 * The e-mails of enrolments and payments, in Spanish, signed with the owner's name, with absolute links
 * (PUBLIC_URL). Each is a few paragraphs and a table of details, so that a receipt reads the same in the text
 * and the HTML part.
 */

type Row = readonly [label: string, value: string];

interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  rows: Row[];
  link?: { label: string; url: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function compose(site: MailSite, to: string, letter: Letter): Mail {
  const { subject, greeting, paragraphs, rows, link } = letter;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
    '',
    site.ownerName,
  ].join('\n');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${htmlLines(paragraph)}</p>`).join('\n')}
<table style="border-collapse:collapse;margin:12px 0">${table}</table>
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ''}
<p>${escapeHtml(site.ownerName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

const price = (purchase: Purchase) => formatPrice(purchase.amount, purchase.currency);
const instant = (iso: string) => `${formatModuleDate(iso)} (hora Argentina)`;
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
const deadlineRow = (purchase: Purchase): Row[] =>
  purchase.deadline ? [['Fecha límite de pago', instant(purchase.deadline)]] : [];

/** The bank details (in pesos) or the owner's instructions (from abroad), with the amount, reference and deadline. */
export function transferDetailsMail(site: MailSite, purchase: Purchase, settings: PaymentSettings): Mail {
  const amountRows: Row[] = [
    ['Inscripción', item(purchase)],
    ['Importe', price(purchase)],
    ['Referencia', purchase.reference],
    ...deadlineRow(purchase),
  ];
  const inPesos = purchase.currency === 'ARS';
  const bankRows: Row[] = [
    ['Titular', settings.bankHolder],
    ['CUIT', settings.cuit],
    ['Banco', settings.bank],
    ['CBU / CVU', settings.cbu],
    ['Alias', settings.alias],
  ];
  return compose(site, purchase.user_id.email, {
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
    rows: inPesos ? [...bankRows.filter(([, value]) => value), ...amountRows] : amountRows,
    link: dashboard(site),
  });
}

/** The provider's number for the payment (Mercado Pago's payment, PayPal's capture), on the receipts. */
const operationRow = (operation: string | undefined): Row[] =>
  operation ? [['Número de operación', operation]] : [];

/**
 * The student's receipt: item, amount, currency, method, date and reference (and the provider's operation number
 * when a provider took the payment).
 */
export function paymentConfirmedMail(site: MailSite, purchase: Purchase, operation?: string): Mail {
  return compose(site, purchase.user_id.email, {
    subject: `Pago confirmado: ${purchase.inscription.title}`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: ['Recibimos tu pago y tu inscripción está confirmada. Este es tu comprobante:'],
    rows: [
      ['Inscripción', item(purchase)],
      ['Importe', price(purchase)],
      ['Moneda', purchase.currency],
      ['Medio de pago', wayToPay(purchase)],
      ['Fecha de pago', instant(purchase.paidAt ?? new Date().toISOString())],
      ['Referencia', purchase.reference],
      ...operationRow(operation),
    ],
    link: dashboard(site),
  });
}

/** One reminder before a pending transfer expires. */
export function paymentReminderMail(site: MailSite, purchase: Purchase, ownerEmail: string): Mail {
  return compose(site, purchase.user_id.email, {
    subject: `Recordatorio: tu inscripción ${purchase.reference} está por vencer`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: [
      `Todavía no registramos el pago de tu inscripción en ${item(purchase)}. Si no lo recibimos antes de la fecha límite, la inscripción vencerá y el lugar quedará libre.`,
      `Si ya pagaste, enviá el comprobante a ${ownerEmail} indicando la referencia.`,
    ],
    rows: [['Importe', price(purchase)], ['Referencia', purchase.reference], ...deadlineRow(purchase)],
    link: dashboard(site),
  });
}

/** The pending transfer was not paid in time. */
export function enrolmentExpiredMail(site: MailSite, purchase: Purchase): Mail {
  return compose(site, purchase.user_id.email, {
    subject: `Tu inscripción ${purchase.reference} venció`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: [
      `No recibimos el pago de tu inscripción en ${item(purchase)} antes de la fecha límite, así que venció. Si todavía querés participar, podés inscribirte de nuevo.`,
    ],
    rows: [['Referencia', purchase.reference]],
    link: dashboard(site),
  });
}

const enrolmentRows = (purchase: Purchase): Row[] => [
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

/** Tells the owner about a new enrolment. */
export function ownerNewEnrolmentMail(site: MailSite, ownerEmail: string, purchase: Purchase): Mail {
  return compose(site, ownerEmail, {
    subject: `Nueva inscripción: ${purchase.inscription.title}`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [`${person(purchase)} se inscribió. El pago está pendiente.`],
    rows: [...enrolmentRows(purchase), ...deadlineRow(purchase)],
    link: adminArea(site),
  });
}

/** Tells the owner that an enrolment is paid. */
export function ownerPaymentReceivedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation?: string,
): Mail {
  return compose(site, ownerEmail, {
    subject: `Pago recibido: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [`El pago de ${person(purchase)} está confirmado.`],
    rows: [...enrolmentRows(purchase), ...operationRow(operation)],
    link: adminArea(site),
  });
}

/** A payment confirmed: the student's receipt and the owner's notice, sent together once. */
export const paidMails = (site: MailSite, ownerEmail: string, purchase: Purchase, operation?: string) => [
  paymentConfirmedMail(site, purchase, operation),
  ownerPaymentReceivedMail(site, ownerEmail, purchase, operation),
];

/** Tells the student that a provider gave the payment back: the enrolment is no longer paid, nor a module theirs. */
export function paymentRefundedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string,
): Mail {
  return compose(site, purchase.user_id.email, {
    subject: `Pago reintegrado: ${purchase.inscription.title}`,
    greeting: `¡Hola, ${purchase.user_id.firstName}!`,
    paragraphs: [
      `${messages.purchase.waysToPay[purchase.wayToPay]} nos informó que el pago de tu inscripción en ${item(purchase)} fue reintegrado. La inscripción ya no figura como paga${purchase.inscriptionModel === 'Module' ? ' y el módulo ya no está disponible en tu cuenta' : ''}.`,
      `Si creés que es un error, escribí a ${ownerEmail} indicando la referencia.`,
    ],
    rows: [
      ['Inscripción', item(purchase)],
      ['Importe', price(purchase)],
      ['Medio de pago', wayToPay(purchase)],
      ['Referencia', purchase.reference],
      ...operationRow(operation),
    ],
    link: dashboard(site),
  });
}

/** Tells the owner that a provider gave a payment back (a refund or a charge-back): the place is no longer paid. */
export function ownerPaymentRefundedMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  operation: string,
): Mail {
  return compose(site, ownerEmail, {
    subject: `Pago reintegrado: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [
      `${messages.purchase.waysToPay[purchase.wayToPay]} informó que el pago de ${person(purchase)} fue reintegrado o desconocido. La inscripción ya no figura como paga y su acceso al contenido pago se retiró.`,
    ],
    rows: [...enrolmentRows(purchase), ...operationRow(operation)],
    link: adminArea(site),
  });
}

/** A payment given back: the student's notice and the owner's, sent together once. */
export const refundedMails = (site: MailSite, ownerEmail: string, purchase: Purchase, operation: string) => [
  paymentRefundedMail(site, ownerEmail, purchase, operation),
  ownerPaymentRefundedMail(site, ownerEmail, purchase, operation),
];

/** Where the owner gives a payment back, at each provider (what the provider's own site calls it). */
const refundAtProvider = {
  mp: 'En tu cuenta de Mercado Pago, entrá en «Tu actividad», abrí la operación con ese número y elegí «Devolver dinero» (la devolución total).',
  pp: 'En tu cuenta de PayPal, entrá en «Actividad», abrí la transacción con ese número y elegí «Emitir un reembolso» por el importe total.',
} as const;

/**
 * Tells the owner that a paid enrolment was charged again at the provider (e.g. the same Mercado Pago link paid
 * twice): which operation paid it, which one to give back, and how. The enrolment stays paid.
 */
export function ownerDoubleChargeMail(
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  duplicate: string,
): Mail {
  const provider = purchase.wayToPay === 'pp' ? 'pp' : 'mp';
  return compose(site, ownerEmail, {
    subject: `Cobro duplicado: ${purchase.inscription.title} (${purchase.reference})`,
    greeting: `Hola, ${site.ownerName}:`,
    paragraphs: [
      `${person(purchase)} pagó dos veces la misma inscripción con ${messages.purchase.waysToPay[purchase.wayToPay]}. La inscripción sigue paga con la operación N.º ${purchase.paidByOperation ?? ''}; la operación N.º ${duplicate}, de ${price(purchase)}, es un cobro duplicado que conviene devolver.`,
      refundAtProvider[provider],
      'Cuando la devuelvas, la inscripción seguirá paga: solo la devolución de la operación que la pagó la anula.',
    ],
    rows: [
      ...enrolmentRows(purchase),
      ['Operación que pagó la inscripción', purchase.paidByOperation ?? ''],
      ['Operación a devolver', duplicate],
    ],
    link: adminArea(site),
  });
}

/** A second approved payment of a paid enrolment: the owner's notice, sent once. */
export const doubleChargedMails = (
  site: MailSite,
  ownerEmail: string,
  purchase: Purchase,
  duplicate: string,
) => [ownerDoubleChargeMail(site, ownerEmail, purchase, duplicate)];
