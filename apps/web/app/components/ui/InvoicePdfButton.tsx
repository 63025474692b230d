import type { ReactNode } from 'react';
import { invoicingEndpoints, type Invoice } from '@constelaciones/contract';
import { DownloadButton } from './DownloadButton';
import { download } from '../../lib/client';

/**
 * An authorised comprobante's PDF (GET /api/invoices/{id}/pdf), for its buyer or the owner. A button rather than
 * a plain link: the API reads the session from the request's bearer token, which a link would not carry.
 */
export function InvoicePdfButton({
  invoice,
  className = 'btn btn-sm btn-outline-primary',
  children,
}: {
  invoice: Invoice;
  className?: string;
  /** Its accessible name, which says the comprobante's number. */
  children: ReactNode;
}) {
  return (
    <DownloadButton
      download={() => download(invoicingEndpoints.pdf, { params: { id: invoice._id } })}
      className={className}
    >
      {children}
    </DownloadButton>
  );
}
