import { useEffect, useState } from 'react';
import { invoicingEndpoints, type Invoice } from '@constelaciones/contract';
import { call } from '../../lib/client';

/**
 * The caller's authorised comprobantes, read once the page shows: none while they load, and none when the call
 * fails, so that 'Mis Cursos' shows without them rather than not at all.
 */
export function useMyInvoices(): Invoice[] {
  const [invoices, setInvoices] = useState<Invoice[]>([]);
  useEffect(() => {
    call(invoicingEndpoints.mine, {})
      .then((mine) => setInvoices(mine.invoices))
      .catch(() => setInvoices([]));
  }, []);
  return invoices;
}
