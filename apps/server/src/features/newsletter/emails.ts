import { markdownAsText, renderArticleMarkdown } from '@constelaciones/contract/markdown';
import { newsletterMessages as words } from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, siteName, type MailSite } from '../../platform/letter';

/** The pages of a subscriber's links, on the site: confirming, and leaving. */
export const confirmPage = (site: MailSite, token: string) =>
  `${site.publicUrl}/novedades/confirmar/${token}`;
export const unsubscribePage = (site: MailSite, token: string) => `${site.publicUrl}/novedades/baja/${token}`;
/** The address a mail client posts to for a one-click unsubscribe (RFC 8058). */
export const oneClickAddress = (site: MailSite, token: string) =>
  `${site.publicUrl}/api/newsletter/unsubscribe/${token}`;

/** The double opt-in's e-mail: the link that puts the address on the list. */
export const subscriptionConfirmationMail = (site: MailSite, to: string, token: string): Mail =>
  composeMail(site, {
    to,
    subject: words.confirmSubject,
    greeting: '¡Hola!',
    paragraphs: [words.confirmIntro(siteName(site))],
    action: { label: words.confirmAction, url: confirmPage(site, token) },
    note: words.confirmNote,
  });

/** A newsletter as its reader gets it: what she wrote, and a way out of the list. */
export interface NewsletterLetter {
  to: string;
  subject: string;
  /** Her Markdown. */
  body: string;
  /** The archive's page of this newsletter; null in her test, which is not in the archive yet. */
  issueId: string | null;
  /** The reader's secret, for her own way out; none in the owner's test. */
  token: string | null;
}

/**
 * One newsletter to one reader (docs/decisions/073-newsletter.md): the site's layout around her Markdown (as the
 * archive shows it in HTML, as words and addresses in the text part; the site's links absolute), a link to the unsubscribe page in both parts, and the
 * `List-Unsubscribe` headers of a one-click unsubscribe (RFC 8058), which Gmail and Yahoo ask of bulk senders.
 */
export function newsletterMail(site: MailSite, letter: NewsletterLetter): Mail {
  const out = letter.token ? unsubscribePage(site, letter.token) : `${site.publicUrl}/novedades`;
  const mail = composeMail(site, {
    to: letter.to,
    subject: letter.subject,
    greeting: '',
    paragraphs: [],
    markdown: {
      text: markdownAsText(letter.body, { origin: site.publicUrl }),
      html: renderArticleMarkdown(letter.body, { origin: site.publicUrl }),
    },
    action: {
      label: words.mailAction,
      url: `${site.publicUrl}/novedades${letter.issueId ? `/${letter.issueId}` : ''}`,
    },
    note: words.mailWhy(siteName(site)),
    optOut: { label: words.mailOut, url: out },
  });
  return {
    ...mail,
    newsletter: true,
    ...(letter.token && {
      headers: {
        'List-Unsubscribe': `<${oneClickAddress(site, letter.token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}
