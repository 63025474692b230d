import { invoicingMessages as texts, type Invoice } from '@constelaciones/contract';
import { formatDate, formatPrice } from '@constelaciones/contract/format';
import { TableRegion } from '../../../components/ui/TableRegion';
import { InvoicePdfButton } from '../../../components/ui/InvoicePdfButton';
import type { Column } from '../kit/AdminTable';
import { InvoiceState, invoiceName } from './InvoiceState';

const { columns } = texts;
const NONE = '—';

/** The columns after the comprobante's own (the rows' header); an authorised one's PDF goes with its CAE. */
const COLUMNS: Column<Invoice>[] = [
  [columns.date, (invoice) => (invoice.date ? formatDate(invoice.date) : NONE)],
  [
    columns.buyer,
    (invoice) => (
      <>
        {invoice.buyer}
        <span className="d-block small text-body-secondary text-wrap">{invoice.item}</span>
      </>
    ),
  ],
  [columns.total, (invoice) => formatPrice(invoice.total, invoice.currency)],
  [columns.state, (invoice) => <InvoiceState invoice={invoice} />],
  [
    columns.cae,
    (invoice) => (
      <div className="d-flex flex-wrap align-items-center gap-2">
        {invoice.cae ?? NONE}
        {invoice.state === 'authorised' && (
          <InvoicePdfButton invoice={invoice}>
            {texts.pdf} <span className="visually-hidden">{invoiceName(invoice)}</span>
          </InvoicePdfButton>
        )}
      </div>
    ),
  ],
];

/**
 * 'Comprobantes emitidos': every Factura C and Nota de Crédito C, in the server's order, with its state, its PDF
 * once authorised and 'Reintentar' once rejected. A table on wider screens, a card per comprobante on a phone.
 */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <div className="mt-5">
      <h3 className="h4">{texts.listTitle}</h3>
      {invoices.length === 0 ? (
        <p>{texts.listEmpty}</p>
      ) : (
        <TableRegion label={texts.listTitle} className="admin-table admin-card-table">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{columns.number}</th>
                {COLUMNS.map(([header]) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice._id}>
                  <th scope="row" data-label={columns.number}>
                    {texts.kinds[invoice.kind]} {invoice.number ?? NONE}
                  </th>
                  {COLUMNS.map(([header, cell]) => (
                    <td key={header} data-label={header}>
                      {cell(invoice)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}
