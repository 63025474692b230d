import type { Mail } from '../../integrations/mail';
import { composeMail, siteName, type MailSite } from '../../platform/letter';

/** The e-mails of accounts: each one link to follow, valid for a while, and what to do if it was not asked for. */

export const confirmationMail = (site: MailSite, to: string, username: string, token: string): Mail =>
  composeMail(site, {
    to,
    subject: `Confirmá tu cuenta en ${siteName(site)}`,
    greeting: `¡Hola, ${username}!`,
    paragraphs: [
      `Gracias por registrarte en ${siteName(site)}. Para activar tu cuenta, confirmá tu correo con este enlace (vale por 48 horas).`,
    ],
    action: { label: 'Confirmar mi cuenta', url: `${site.publicUrl}/confirm/${token}` },
    note: 'Si no creaste esta cuenta, ignorá este mensaje.',
  });

export const recoveryMail = (site: MailSite, to: string, username: string, token: string): Mail =>
  composeMail(site, {
    to,
    subject: `Recuperá tu cuenta en ${siteName(site)}`,
    greeting: `¡Hola, ${username}!`,
    paragraphs: [
      'Recibimos un pedido para crear una nueva contraseña para tu cuenta. Podés hacerlo con este enlace (vale por una hora y una sola vez).',
    ],
    action: { label: 'Crear una nueva contraseña', url: `${site.publicUrl}/recover-password/${token}` },
    note: 'Si no lo pediste, ignorá este mensaje: tu contraseña sigue siendo la misma.',
  });
