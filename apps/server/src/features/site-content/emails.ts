import type { Mail } from '../../integrations/mail';
import { composeMail, type MailSite } from '../../platform/letter';

/** 'Enviar correo de prueba': tells the owner that the site's notices reach her address. */
export const testMail = (site: MailSite, to: string): Mail => ({
  ...composeMail(site, {
    to,
    subject: 'Correo de prueba del sitio',
    greeting: site.ownerName ? `Hola, ${site.ownerName}:` : 'Hola:',
    paragraphs: [
      'Este es el correo de prueba que pediste desde el panel de administración.',
      'Si lo estás leyendo, los avisos del sitio (nuevas inscripciones, pagos recibidos) llegan a esta dirección.',
    ],
    action: { label: 'Ir al panel', url: `${site.publicUrl}/admin/contenido-del-sitio` },
  }),
  proof: 'test-email',
});
