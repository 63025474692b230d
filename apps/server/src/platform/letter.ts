/*
 * The one layout of every e-mail the site sends (docs/decisions/047-one-email-layout.md). An e-mail is written
 * as a Letter of plain strings; `composeMail` makes its plain-text part and its HTML part from the same parts,
 * escaping every string once, here: no e-mail writes HTML of its own (but the owner's Markdown, which the site's
 * one Markdown renderer makes safe). The HTML is a centred table with inline styles only, as Gmail and Outlook
 * read.
 */
import type { Mail } from '../integrations/mail';
import type { Db } from '../db/client';

/** Who writes, the site's public origin for absolute links, and where the owner's notices go. */
export interface MailSite {
  ownerName: string;
  publicUrl: string;
  /**
   * Her notices address as she set it in the admin, else the first administrator's e-mail; '' when the site
   * knows neither (a notice to '' is dropped with a warning by the outbox).
   */
  noticesTo: string;
}

/** Who the site's e-mails come from: wired at start (bootstrap.ts) from her saved details. */
export interface MailSender {
  /**
   * The site as its e-mails name it now, read with `db` (the transaction that writes the e-mails, if any: a
   * read beside it could wait for it on PGlite's one connection).
   */
  site(db?: Db): Promise<MailSite>;
}

/** What an e-mail to a student and its notice to the owner are written with: the site, and her address. */
export async function ownerLetters(dependencies: { sender: MailSender }, db: Db) {
  const site = await dependencies.sender.site(db);
  return [site, site.noticesTo] as const;
}

/** One line of a table of details: a label and its value (a value may have several lines). */
export type Detail = readonly [label: string, value: string];

/**
 * What one e-mail says, in plain text: greeting, paragraphs, details, a button, a note; signed by the owner.
 */
export interface Letter {
  to: string;
  subject: string;
  /** E.g. '¡Hola, Ana!'; empty for none (a newsletter). */
  greeting: string;
  paragraphs: readonly string[];
  /**
   * A text the owner wrote in Markdown, after the paragraphs, as the site's Markdown renders it
   * (contract/markdown.ts): its words and addresses in the plain-text part, safe HTML in the HTML part.
   */
  markdown?: { text: string; html: string };
  /** A receipt's lines: a table in HTML, 'label: value' lines in the text. */
  details?: readonly Detail[];
  /** The call to action: a button in HTML (with its address written out), 'label: url' in the text. */
  action?: { label: string; url: string };
  /** Small print after the action, e.g. what to do when the person did not ask for this. */
  note?: string;
  /** A way out of a list (a newsletter's), after the note: 'label: url', the address a link in HTML. */
  optOut?: { label: string; url: string };
  /** One of many sent at once (a list, reminders): it leaves after what a person is waiting for (Mail.bulk). */
  bulk?: boolean;
}

/**
 * The site's colours (apps/web/app/styles/_theme.scss): the brand's dark shade, which white text and small text
 * need (5.5:1 on white, as DESIGN.md asks), on the site's cream.
 */
export const BRAND = '#8c5d5e';
export const CREAM = '#f6efe9';
const MUTED = '#555555';

/** The one escaping of text for HTML, in the e-mails and their preview. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped, its line breaks kept. */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The line under every e-mail, the same in both parts: which site sent it (its host, not a link). */
const footerOf = (site: MailSite) =>
  `Este correo lo envió ${siteName(site)} (${new URL(site.publicUrl).host}).`;

/** 'el sitio de Mariana Ríos', or 'el sitio' while she has not written her name. */
export const siteName = (site: MailSite) => (site.ownerName ? `el sitio de ${site.ownerName}` : 'el sitio');

function plainText(site: MailSite, letter: Letter): string {
  const { greeting, paragraphs, markdown, details = [], action, note, optOut } = letter;
  return [
    ...(greeting ? [greeting] : []),
    ...paragraphs,
    ...(markdown ? [markdown.text.trim()] : []),
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(note ? [note] : []),
    ...(optOut ? [`${optOut.label}: ${optOut.url}`] : []),
    site.ownerName,
    `-- \n${footerOf(site)}`,
  ].join('\n\n');
}

const paragraph = (content: string, style = '') => `<p style="margin:0 0 16px${style}">${content}</p>`;

function detailsTable(details: readonly Detail[]): string {
  const rows = details.map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:${MUTED};font-weight:normal">${html(label)}</th><td style="padding:4px 0">${html(value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">\n${rows.join('\n')}\n</table>`;
}

/**
 * A button that Outlook draws too (its colour on the cell, not only on the link), and its address written
 * out.
 */
function button({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr><td bgcolor="${BRAND}" style="border-radius:4px"><a href="${href}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${html(label)}</a></td></tr></table>
${paragraph(`Si el botón no funciona, copiá este enlace en tu navegador:<br>${href}`, `;font-size:13px;color:${MUTED}`)}`;
}

function htmlPart(site: MailSite, letter: Letter): string {
  const { subject, greeting, paragraphs, markdown, details = [], action, note, optOut } = letter;
  const body = [
    ...(greeting ? [paragraph(html(greeting))] : []),
    ...paragraphs.map((text) => paragraph(html(text))),
    // Her links in the brand's colour, as on the site, rather than each mail program's blue.
    ...(markdown ? [markdown.html.replaceAll('<a href=', `<a style="color:${BRAND}" href=`)] : []),
    ...(details.length ? [detailsTable(details)] : []),
    ...(action ? [button(action)] : []),
    ...(note ? [paragraph(html(note), `;font-size:13px;color:${MUTED}`)] : []),
    ...(optOut
      ? [
          paragraph(
            `${html(optOut.label)}: <a href="${escapeHtml(optOut.url)}" style="color:${MUTED}">${html(optOut.url)}</a>`,
            `;font-size:13px;color:${MUTED}`,
          ),
        ]
      : []),
    paragraph(html(site.ownerName)),
  ].join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(subject)}</title></head>
<body style="margin:0;padding:0;background:${CREAM}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="${CREAM}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">
<tr><td style="padding:16px 24px;border-bottom:3px solid ${BRAND};color:${BRAND};font-size:18px;font-weight:bold">${html(site.ownerName)}</td></tr>
<tr><td style="padding:24px">
${body}
</td></tr></table>
<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:${MUTED}">${html(footerOf(site))}</p>
</td></tr></table>
</body></html>`;
}

/** The e-mail of `letter`: its plain-text part and its HTML part, in the site's one layout. */
export function composeMail(site: MailSite, letter: Letter): Mail {
  return {
    to: letter.to,
    subject: letter.subject,
    text: plainText(site, letter),
    html: htmlPart(site, letter),
    senderName: site.ownerName,
    ...(letter.bulk && { bulk: true }),
  };
}
