import type { Mail } from '../../integrations/mail';
import { composeMail, siteName, type MailSite } from '../../platform/letter';

/** The e-mails of a person's own data: the link that confirms a deletion, and the deletion done. */

export const deletionLinkMail = (site: MailSite, to: string, username: string, token: string): Mail =>
  composeMail(site, {
    to,
    subject: `Confirmá la eliminación de tu cuenta en ${siteName(site)}`,
    greeting: `¡Hola, ${username}!`,
    paragraphs: [
      'Pediste eliminar tu cuenta. Como entrás con Google y tu cuenta no tiene contraseña, confirmalo con este enlace (vale por 24 horas y una sola vez).',
      'Se borran tu cuenta, tu foto, tus sesiones y tus preferencias. Tus inscripciones y pagos se conservan para la contabilidad, sin tus datos personales. No se puede deshacer.',
    ],
    action: { label: 'Eliminar mi cuenta', url: `${site.publicUrl}/eliminar-cuenta/${token}` },
    note: 'Si no lo pediste, ignorá este mensaje: tu cuenta sigue como está.',
  });

export const accountDeletedMail = (site: MailSite, to: string, name: string): Mail =>
  composeMail(site, {
    to,
    subject: `Tu cuenta en ${siteName(site)} fue eliminada`,
    greeting: `¡Hola, ${name}!`,
    paragraphs: [
      'Eliminamos tu cuenta: tus datos de acceso, tu perfil, tu foto, tus sesiones, tu avance en los módulos y tus preferencias ya no están en el sitio.',
      'Tus inscripciones y pagos se conservan, como exigen las normas contables, con tu nombre reemplazado por «Cuenta eliminada» y sin tu correo, teléfono, país ni fecha de nacimiento.',
      'Si querés volver, podés registrarte de nuevo con este mismo correo.',
    ],
    action: { label: 'Ver la política de privacidad', url: `${site.publicUrl}/privacidad` },
    note: site.noticesTo
      ? `Si no pediste eliminar tu cuenta, escribí a ${site.noticesTo}.`
      : 'Si no pediste eliminar tu cuenta, escribí a la administración del sitio.',
  });
