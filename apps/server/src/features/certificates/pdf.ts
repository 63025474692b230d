import { createRequire } from 'node:module';
import { certificateTexts as texts, formatDate } from '@constelaciones/contract';

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

/*
 * The site's own typefaces (DESIGN.md: Montserrat for headings, Arimo for text), from the same @fontsource
 * packages the web app serves: their .woff files, which pdfkit reads (not .woff2). The Latin subset holds every
 * Spanish letter; the PDF embeds only the glyphs used.
 */
const require = createRequire(import.meta.url);
const FONTS = {
  heading: require.resolve('@fontsource/montserrat/files/montserrat-latin-300-normal.woff'),
  name: require.resolve('@fontsource/montserrat/files/montserrat-latin-500-normal.woff'),
  text: require.resolve('@fontsource/arimo/files/arimo-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/arimo/files/arimo-latin-700-normal.woff'),
};

const ROSE = '#9d6b6c';
const DARK_ROSE = '#8c5d5e';
const INK = '#333333';

const dates = ({ startsOn, endsOn }: PrintedCertificate) => {
  if (!startsOn || !endsOn) return '';
  return startsOn === endsOn
    ? texts.onDate(formatDate(startsOn))
    : texts.between(formatDate(startsOn), formatDate(endsOn));
};

/** A certificate as a PDF: A4 landscape, one page, the site's fonts, her signature, the code and its QR code. */
export async function certificatePdf(certificate: PrintedCertificate): Promise<Buffer> {
  // pdfkit and qrcode take about 25 MiB once loaded: only a server that prints a certificate loads them.
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  const qr = await QRCode.toBuffer(certificate.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
    color: { dark: '#222222', light: '#ffffff' },
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${texts.title} ${certificate.code}`,
      Author: certificate.ownerName,
      Subject: certificate.what,
    },
    lang: 'es-AR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);

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

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
