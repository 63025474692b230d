import { invoicingEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-facturacion';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { InvoiceList } from '../features/admin/invoicing/InvoiceList';
import { InvoicingForm } from '../features/admin/invoicing/InvoicingForm';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => {
  const [settings, { invoices }] = await Promise.all([
    call(invoicingEndpoints.settings, {}),
    call(invoicingEndpoints.list, {}),
  ]);
  return { settings, invoices };
});

/** 'Facturación' (/admin/facturacion): her data for ARCA's Factura C, and the comprobantes issued. */
export default function InvoicingTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InvoicingForm settings={loaderData.settings} />
      <InvoiceList invoices={loaderData.invoices} />
    </>
  );
}
