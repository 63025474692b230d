import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';

/*
 * The site's documents as PDF (certificates, invoices): its own typefaces (DESIGN.md: Montserrat for headings,
 * Arimo for text), from the same @fontsource packages the web app serves: their .woff files, which pdfkit reads
 * (not .woff2). The Latin subset holds every Spanish letter; the PDF embeds only the glyphs used.
 */
const require = createRequire(import.meta.url);
const FONTS = {
  heading: require.resolve('@fontsource/montserrat/files/montserrat-latin-300-normal.woff'),
  name: require.resolve('@fontsource/montserrat/files/montserrat-latin-500-normal.woff'),
  text: require.resolve('@fontsource/arimo/files/arimo-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/arimo/files/arimo-latin-700-normal.woff'),
};

export const INK = '#333333';

type PdfOptions = PDFKit.PDFDocumentOptions;

/**
 * A new document with the site's fonts registered (by the names heading, name, text, bold), and `finish`,
 * which ends it and gives its bytes. pdfkit takes about 25 MiB once loaded: only a server that prints loads it.
 */
export async function pdfDocument(options: PdfOptions) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ lang: 'es-AR', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  return {
    doc,
    async finish(): Promise<Buffer> {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** A QR code of `text` as a PNG, dark on white, to be printed about 3 cm wide. */
export async function qrPng(text: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
    color: { dark: '#222222', light: '#ffffff' },
  });
}

/** A PDF as a download named by the server; a person's document is not cached on the way. */
export const sendPdf = (reply: FastifyReply, { name, pdf }: { name: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
