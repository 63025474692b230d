import type { Purchase } from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type MailSite } from '../../platform/letter';
import { dashboard, deadlineDetail, item, price, writeToOwner } from '../purchases';

/* The e-mails of the deadline job, in the site's one layout (../emails/letter.ts): a transfer's reminder and its expiry. */

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
    bulk: true,
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
    bulk: true,
  });
}
