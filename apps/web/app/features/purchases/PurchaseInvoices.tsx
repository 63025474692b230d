import { invoicingMessages as texts, type Invoice } from '@constelaciones/contract';
import { InvoicePdfButton } from '../../components/ui/InvoicePdfButton';

/** A purchase's comprobantes in 'Mis Cursos': 'Descargar factura' or 'Descargar nota de crédito', each by number. */
export function PurchaseInvoices({ invoices }: { invoices: readonly Invoice[] }) {
  return invoices.map((invoice) => (
    <InvoicePdfButton key={invoice._id} invoice={invoice}>
      {invoice.kind === 'invoice' ? texts.download : texts.downloadCreditNote}{' '}
      <span className="visually-hidden">{invoice.number}</span>
    </InvoicePdfButton>
  ));
}
