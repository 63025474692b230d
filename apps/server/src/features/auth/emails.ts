import type { Mail } from '../../integrations/mail';
import type { Services } from '../services';

/** Who writes, and the site's public origin for absolute links. */
export interface MailSite {
  ownerName: string;
  publicUrl: string;
}

export const mailSiteOf = ({ site, config }: Pick<Services, 'site' | 'config'>): MailSite => ({
  ownerName: site.owner.name,
  publicUrl: config.publicUrl,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One call to action: a greeting, a paragraph, the link (as a button and as text), a closing note. */
function actionMail(
  site: MailSite,
  to: string,
  parts: { subject: string; greeting: string; body: string; action: string; link: string; note: string },
): Mail {
  const { subject, greeting, body, action, link, note } = parts;
  const text = [greeting, '', body, '', `${action}: ${link}`, '', note, '', site.ownerName].join('\n');
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6b4f8a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copiá este enlace en tu navegador:<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>
<p>${escapeHtml(site.ownerName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export const confirmationMail = (site: MailSite, to: string, username: string, token: string): Mail =>
  actionMail(site, to, {
    subject: `Confirmá tu cuenta en el sitio de ${site.ownerName}`,
    greeting: `¡Hola, ${username}!`,
    body: `Gracias por registrarte en el sitio de ${site.ownerName}. Para activar tu cuenta, confirmá tu correo con este enlace (vale por 48 horas).`,
    action: 'Confirmar mi cuenta',
    link: `${site.publicUrl}/confirm/${token}`,
    note: 'Si no creaste esta cuenta, ignorá este mensaje.',
  });

export const recoveryMail = (site: MailSite, to: string, username: string, token: string): Mail =>
  actionMail(site, to, {
    subject: `Recuperá tu cuenta en el sitio de ${site.ownerName}`,
    greeting: `¡Hola, ${username}!`,
    body: 'Recibimos un pedido para crear una nueva contraseña para tu cuenta. Podés hacerlo con este enlace (vale por una hora y una sola vez).',
    action: 'Crear una nueva contraseña',
    link: `${site.publicUrl}/recover-password/${token}`,
    note: 'Si no lo pediste, ignorá este mensaje: tu contraseña sigue siendo la misma.',
  });
