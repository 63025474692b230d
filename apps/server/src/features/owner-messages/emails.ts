import { ownerMessageTexts as texts } from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type MailSite } from '../../platform/letter';

/** What one person receives of the owner's message: her name, the owner's words, the list it went to. */
export interface OwnerMessageLetter {
  to: string;
  firstName: string;
  subject: string;
  body: string;
  listTitle: string;
}

/** The owner's message to one person of a list: her text as paragraphs, signed by her, with a way to 'Alumnos'. */
export const ownerMessageMail = (site: MailSite, letter: OwnerMessageLetter): Mail =>
  composeMail(site, {
    to: letter.to,
    subject: letter.subject,
    greeting: letter.firstName ? `¡Hola, ${letter.firstName}!` : '¡Hola!',
    paragraphs: letter.body
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    action: { label: texts.mailAction, url: `${site.publicUrl}/dashboard` },
    note: texts.mailNote(letter.listTitle),
    bulk: true,
  });
