import { certificateTexts as texts, formatDate } from '@constelaciones/contract';
import { INK, pdfDocument, qrPng } from '../../platform/pdf';

/** What one certificate prints: fixed at issue, plus who signs it and where it is checked. */
export interface PrintedCertificate {
  code: string;
  kind: 'module' | 'training';
  holderName: string;
  what: string;
  startsOn: string | null;
  endsOn: string | null;
  hours: number;
  issuedAt: Date;
  ownerName: string;
  ownerProfession: string;
  /** Her signature as PNG, or none while she has not uploaded it. */
  signature: Buffer | undefined;
  verifyUrl: string;
}

const ROSE = '#9d6b6c';
const DARK_ROSE = '#8c5d5e';

const dates = ({ startsOn, endsOn }: PrintedCertificate) => {
  if (!startsOn || !endsOn) return '';
  return startsOn === endsOn
    ? texts.onDate(formatDate(startsOn))
    : texts.between(formatDate(startsOn), formatDate(endsOn));
};

/** A certificate as a PDF: A4 landscape, one page, the site's fonts, her signature, the code and its QR code. */
export async function certificatePdf(certificate: PrintedCertificate): Promise<Buffer> {
  const qr = await qrPng(certificate.verifyUrl);
  const { doc, finish } = await pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${texts.title} ${certificate.code}`,
      Author: certificate.ownerName,
      Subject: certificate.what,
    },
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const margin = 48;
  const inner = width - 2 * margin;

  // A double frame in the brand's rose.
  doc
    .lineWidth(3)
    .strokeColor(ROSE)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  const centred = { width: inner, align: 'center' as const };
  doc
    .font('heading')
    .fontSize(34)
    .fillColor(DARK_ROSE)
    .text(certificate.kind === 'module' ? texts.moduleHeading : texts.trainingHeading, margin, 80, centred);
  doc.moveDown(0.8).font('text').fontSize(15).fillColor(INK).text(texts.certifies, centred);
  doc.moveDown(0.4).font('name').fontSize(30).fillColor(INK).text(certificate.holderName, centred);
  doc
    .moveDown(0.5)
    .font('text')
    .fontSize(15)
    .text(certificate.kind === 'module' ? texts.attendedModule : texts.completedTraining, centred);
  doc.moveDown(0.3).font('bold').fontSize(18).fillColor(DARK_ROSE).text(certificate.what, centred);
  if (certificate.kind === 'module') {
    doc.moveDown(0.2).font('text').fontSize(13).fillColor(INK).text(texts.trainingName, centred);
  }
  const when = [dates(certificate), texts.hours(certificate.hours)].filter(Boolean).join(' · ');
  doc.moveDown(0.6).font('text').fontSize(14).fillColor(INK).text(when, centred);

  // The signature over the owner's name, bottom left; the QR code and the code, bottom right.
  const signatureTop = height - 190;
  const signatureWidth = 240;
  if (certificate.signature) {
    doc.image(certificate.signature, margin + 40, signatureTop, {
      fit: [signatureWidth, 70],
      align: 'center',
      valign: 'bottom',
    });
  }
  doc
    .lineWidth(0.8)
    .strokeColor(INK)
    .moveTo(margin + 40, signatureTop + 76)
    .lineTo(margin + 40 + signatureWidth, signatureTop + 76)
    .stroke();
  const signed = { width: signatureWidth, align: 'center' as const };
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(certificate.ownerName, margin + 40, signatureTop + 82, signed);
  if (certificate.ownerProfession) doc.font('text').fontSize(10).text(certificate.ownerProfession, signed);
  doc
    .font('text')
    .fontSize(10)
    .text(texts.issuedOn(formatDate(certificate.issuedAt.toISOString())), signed);

  const qrSize = 104;
  const qrLeft = width - margin - 40 - qrSize;
  const qrTop = height - 200;
  doc.image(qr, qrLeft, qrTop, { width: qrSize, height: qrSize });
  const codeWidth = 300;
  const codeLeft = width - margin - 20 - codeWidth;
  doc
    .font('text')
    .fontSize(9)
    .fillColor(INK)
    .text(`${texts.code}:`, codeLeft, qrTop + qrSize + 6, { width: codeWidth, align: 'right' });
  doc.font('bold').fontSize(11).text(certificate.code, { width: codeWidth, align: 'right' });
  doc
    .font('text')
    .fontSize(8)
    .text(`${texts.verifyAt} ${certificate.verifyUrl}`, { width: codeWidth, align: 'right' });

  return finish();
}
