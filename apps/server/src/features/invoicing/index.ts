/*
 * Factura C through ARCA (docs/decisions/069-factura-c.md): what other features use. A payment received is
 * invoiced and its refund credited in the payment's own transaction (purchases' transitions); 'Estado del
 * sitio' says whether invoicing is on; 'Inicio' counts the rejected comprobantes; the lists name a purchase's
 * invoice; the checkout weighs a dollar total at ARCA's last rate.
 */
export { creditRefund, invoicePayment, lastDollarRate } from './record';
export { countRejectedComprobantes, invoicingStatus } from './status';
export { invoiceNumbers, type PurchaseComprobantes } from './numbers';
