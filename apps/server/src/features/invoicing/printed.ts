import type { InvoiceRow, Issuer } from './record';

/** ARCA's QR address (RG 4892): the JSON of version 1 in Base64 after it (docs/decisions/069-factura-c.md). */
const QR_URL = 'https://www.afip.gob.ar/fe/qr/?p=';

/** '00003-00000012': the point of sale and the number, as every comprobante prints them. */
export const comprobanteNumber = (pointOfSale: number, number: number) =>
  `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;

/** An authorised comprobante, as printed: every field set. */
export type AuthorisedInvoice = InvoiceRow & { number: number; date: string; cae: string; caeDue: string };

export const isAuthorised = (row: InvoiceRow): row is AuthorisedInvoice =>
  row.state === 'authorised' &&
  row.number !== null &&
  row.date !== null &&
  row.cae !== null &&
  row.caeDue !== null;

export const issuerOfRow = (row: InvoiceRow) => row.issuer as Issuer;

/** The content of its QR code: what ARCA's page checks the comprobante by. */
export function arcaQrUrl(row: AuthorisedInvoice): string {
  const data = {
    ver: 1,
    fecha: row.date,
    cuit: Number(row.cuit),
    ptoVta: row.pointOfSale,
    tipoCmp: row.type,
    nroCmp: row.number,
    importe: row.total,
    moneda: row.currency === 'USD' ? 'DOL' : 'PES',
    ctz: row.rate,
    tipoDocRec: row.docType,
    nroDocRec: Number(row.docNumber),
    tipoCodAut: 'E',
    codAut: Number(row.cae),
  };
  return QR_URL + Buffer.from(JSON.stringify(data)).toString('base64');
}
