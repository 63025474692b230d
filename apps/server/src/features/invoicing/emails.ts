import { formatDate, formatPrice, invoicingMessages as texts } from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type MailSite } from '../../platform/letter';
import { comprobanteNumber, type AuthorisedInvoice } from './printed';

/** The file name of a comprobante's PDF: 'factura-c-00003-00000012.pdf'. */
export const pdfName = (row: AuthorisedInvoice) =>
  `${row.kind === 'invoice' ? 'factura-c' : 'nota-de-credito-c'}-${comprobanteNumber(row.pointOfSale, row.number)}.pdf`;

/** The buyer's e-mail of an authorised comprobante, with its PDF attached. */
export function comprobanteMail(site: MailSite, row: AuthorisedInvoice, pdf: Buffer): Mail {
  const what = texts.kinds[row.kind];
  const number = comprobanteNumber(row.pointOfSale, row.number);
  const firstName = row.buyer.split(' ')[0] ?? '';
  const mail = composeMail(site, {
    to: row.email,
    subject: texts.mailSubject(what, number),
    greeting: texts.mailGreeting(firstName),
    paragraphs: [
      row.kind === 'invoice' ? texts.mailBody(what, row.item) : texts.mailCreditNoteBody(row.item),
    ],
    details: [
      [what, number],
      [texts.printed.date, formatDate(row.date)],
      [texts.printed.total, formatPrice(row.total, row.currency)],
      [texts.printed.cae, row.cae],
    ],
    action: { label: texts.mailAction, url: `${site.publicUrl}/dashboard` },
  });
  return {
    ...mail,
    attachments: [
      {
        filename: pdfName(row),
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}
