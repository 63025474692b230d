import { formatDate, formatPrice, invoicingMessages } from '@constelaciones/contract';
import { DOC_TIPO } from '../../integrations/arca/wsfe';
import { INK, pdfDocument, qrPng } from '../../platform/pdf';
import { arcaQrUrl, comprobanteNumber, issuerOfRow, type AuthorisedInvoice } from './printed';

const texts = invoicingMessages.printed;
const LINE = '#999999';
const MARGIN = 40;
/** How the printed comprobante names a receiver's document; nobody (99) is named by no document. */
const DOCUMENT_NAMES: Partial<Record<number, string>> = { [DOC_TIPO.dni]: 'DNI', [DOC_TIPO.cuil]: 'CUIL' };

/**
 * A Factura C or Nota de Crédito C as a PDF: A4, one page, with what a Factura C must show
 * (docs/decisions/069-factura-c.md): her details and 'Responsable Monotributo', the letter C and its code,
 * point of sale and number, date, the buyer, the service period, the CAE and its due date, and ARCA's QR
 * code. A credit note names `associated`, its invoice's number.
 */
export async function invoicePdf(row: AuthorisedInvoice, associated?: string): Promise<Buffer> {
  const issuer = issuerOfRow(row);
  const kind = invoicingMessages.kinds[row.kind];
  const number = comprobanteNumber(row.pointOfSale, row.number);
  const qr = await qrPng(arcaQrUrl(row));
  const { doc, finish } = await pdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${kind} ${number}`, Author: issuer.name, Subject: row.item },
  });
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2;
  const right = MARGIN + half + 30;
  doc.fillColor(INK);

  if (row.environment === 'homologacion') {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text(texts.test, MARGIN, 18, { width, align: 'center' });
    doc.fillColor(INK);
  }
  // The header: her details on the left, the letter in the middle, the comprobante on the right.
  const top = MARGIN;
  doc.lineWidth(0.8).strokeColor(LINE).rect(MARGIN, top, width, 150).stroke();
  doc
    .moveTo(MARGIN + half, top + 52)
    .lineTo(MARGIN + half, top + 150)
    .stroke();
  doc
    .font('bold')
    .fontSize(9)
    .text(texts.original, MARGIN, top + 6, { width, align: 'center' });
  const box = 46;
  doc.rect(MARGIN + half - box / 2, top, box, 52).stroke();
  doc
    .font('bold')
    .fontSize(30)
    .text(texts.letter, MARGIN + half - box / 2, top + 4, { width: box, align: 'center' });
  doc
    .font('text')
    .fontSize(7)
    .text(texts.code(row.type), MARGIN + half - box / 2, top + 38, {
      width: box,
      align: 'center',
    });

  doc
    .font('bold')
    .fontSize(14)
    .text(issuer.name, MARGIN + 10, top + 60, { width: half - 20 });
  doc.font('text').fontSize(9);
  doc.text(`${texts.address}: ${issuer.address}`, { width: half - 20 });
  doc.text(texts.monotributo, { width: half - 20 });

  doc
    .font('bold')
    .fontSize(16)
    .text(kind, right, top + 26, { width: half - 40 });
  doc.font('text').fontSize(9).moveDown(0.4);
  doc.text(`${texts.pointOfSale}: ${number.slice(0, 5)}    ${texts.number}: ${number.slice(6)}`);
  doc.text(`${texts.date}: ${formatDate(row.date)}`);
  doc.text(`${texts.cuit}: ${row.cuit}`);
  doc.text(`${texts.grossIncome}: ${issuer.grossIncome}`);
  doc.text(`${texts.activityStart}: ${formatDate(issuer.activityStart)}`);

  // The service period.
  let y = top + 160;
  doc.rect(MARGIN, y, width, 24).stroke();
  doc.text(
    `${texts.period}  ${texts.from}: ${formatDate(row.serviceFrom)}   ${texts.to}: ${formatDate(row.serviceTo)}   ${texts.paymentDue}: ${formatDate(row.date)}`,
    MARGIN + 10,
    y + 8,
    { width: width - 20 },
  );

  // The buyer: 'A CONSUMIDOR FINAL' always (RG 5866), and her DNI or CUIL when the total asked for it.
  y += 32;
  const document = DOCUMENT_NAMES[row.docType];
  const buyerHeight = document ? 64 : 52;
  doc.rect(MARGIN, y, width, buyerHeight).stroke();
  doc.font('bold').text(texts.consumer, MARGIN + 10, y + 8);
  doc.font('text');
  if (document) doc.text(texts.document(document, row.docNumber));
  doc.text(`${texts.buyer}: ${row.buyer || 'NR'}`);
  doc.text(texts.condition);

  // What was sold.
  y += buyerHeight + 12;
  doc.rect(MARGIN, y, width, 20).fillAndStroke('#f2f2f2', LINE);
  doc
    .fillColor(INK)
    .font('bold')
    .text(texts.item, MARGIN + 10, y + 6);
  doc.text(texts.amount, MARGIN + width - 130, y + 6, { width: 120, align: 'right' });
  y += 28;
  doc.font('text').text(row.item, MARGIN + 10, y, { width: width - 160 });
  doc.text(formatPrice(row.total, row.currency), MARGIN + width - 130, y, { width: 120, align: 'right' });
  y = Math.max(doc.y, y) + 16;
  if (associated) {
    doc.text(texts.associated(associated), MARGIN + 10, y, { width: width - 20 });
    y = doc.y + 8;
  }
  if (row.currency === 'USD') {
    doc.text(texts.currency('USD', row.rate.toFixed(2)), MARGIN + 10, y, { width: width - 20 });
    y = doc.y + 8;
  }

  // The totals.
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .stroke();
  y += 8;
  doc.text(`${texts.subtotal}: ${formatPrice(row.total, row.currency)}`, MARGIN, y, {
    width,
    align: 'right',
  });
  doc
    .font('bold')
    .fontSize(12)
    .text(`${texts.total}: ${formatPrice(row.total, row.currency)}`, {
      width,
      align: 'right',
    });

  // ARCA's authorisation: the QR code, the CAE and its due date.
  const footer = doc.page.height - MARGIN - 110;
  doc.image(qr, MARGIN, footer, { width: 100, height: 100 });
  doc
    .font('bold')
    .fontSize(10)
    .text(texts.authorised, MARGIN + 115, footer + 20);
  doc.font('text').fontSize(10);
  doc.text(`${texts.cae}: ${row.cae}`, MARGIN + width - 220, footer + 40, { width: 220, align: 'right' });
  doc.text(`${texts.caeDue}: ${formatDate(row.caeDue)}`, { width: 220, align: 'right' });
  return finish();
}
