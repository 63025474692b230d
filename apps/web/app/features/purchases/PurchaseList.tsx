import { useState } from 'react';
import { discountCodeMessages, type PurchaseDate, type Purchase } from '@constelaciones/contract';
import { formatDate, formatModuleDate, formatPrice } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import { showError, showSuccess } from '../../components/ui/popups';
import { discountText } from '../../lib/discountText';
import { errorMessage } from '../../lib/errorMessage';
import { PurchaseInvoices } from './PurchaseInvoices';
import { useMyInvoices } from './useMyInvoices';
import { CalendarLinks } from './CalendarLinks';

export interface PurchaseListProps {
  purchases: readonly Purchase[];
  dates: readonly PurchaseDate[];
  owner: string;
  /** When the purchases were read (ISO): the calendar files' stamp. */
  readAt: string;
  /** E-mails the details to pay a pending purchase by hand again (the checkout's 'Enviar datos al correo'). */
  resendDetails: (purchase: Purchase) => Promise<{ ok: boolean; msg: string }>;
}

const KINDS: Record<Purchase['inscriptionModel'], string> = {
  Activity: 'Actividad',
  Course: 'Taller',
  Module: 'Módulo',
};

const kindOf = ({ inscriptionModel, inscription }: Purchase) =>
  inscriptionModel === 'Module' && inscription.typeModule
    ? `${KINDS.Module} ${inscription.typeModule === 'sincronico' ? 'en directo' : 'grabado'}`
    : KINDS[inscriptionModel];

const STATE_CLASSES: Record<Purchase['state'], string> = {
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  expired: 'text-bg-secondary',
  cancelled: 'text-bg-secondary',
  refunded: 'text-bg-secondary',
};

function ResendDetails({
  purchase,
  resend,
}: {
  purchase: Purchase;
  resend: PurchaseListProps['resendDetails'];
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { ok, msg } = await resend(purchase);
      void (ok ? showSuccess(msg) : showError(msg));
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void onClick()}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      Reenviar los datos de pago<span className="visually-hidden"> de {purchase.inscription.title}</span>
    </button>
  );
}

/**
 * The student's purchases, newest first: what, its payment's state ('Pendiente...', 'Confirmado', expired…),
 * amount (and the discount code it was bought with) and way to pay; a pending transfer's details can be
 * e-mailed again, a date ahead added to a calendar, and its Factura C (and Nota de Crédito C) downloaded.
 */
export function PurchaseList({ purchases, dates, owner, readAt, resendDetails }: PurchaseListProps) {
  const invoices = useMyInvoices();
  if (purchases.length === 0) {
    return <p className="mb-0">Todavía no te inscribiste en ninguna actividad, taller o módulo.</p>;
  }
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {purchases.map((purchase) => {
        const date = dates.find((candidate) => candidate.purchase === purchase._id);
        const awaitsTransfer = purchase.state === 'pending' && purchase.wayToPay === 'transfer';
        return (
          <li key={purchase._id} className="card purchase-card">
            <div className="card-body">
              <h3 className="h6 mb-1">{purchase.inscription.title}</h3>
              <p className="small text-body-secondary mb-2">
                {kindOf(purchase)} · Referencia {purchase.reference}
              </p>
              <dl className="row small mb-2">
                <dt className="col-5 col-sm-3">Estado</dt>
                <dd className="col-7 col-sm-9">
                  <span className={`badge purchase-state ${STATE_CLASSES[purchase.state]}`}>
                    {messages.purchase.states[purchase.state]}
                  </span>
                </dd>
                <dt className="col-5 col-sm-3">Monto</dt>
                <dd className="col-7 col-sm-9">{formatPrice(purchase.amount, purchase.currency)}</dd>
                {purchase.discountCode && (
                  <>
                    <dt className="col-5 col-sm-3">{discountCodeMessages.usedCode}</dt>
                    <dd className="col-7 col-sm-9">
                      {`${purchase.discountCode} (${discountText(purchase.discount, purchase.currency)})`}
                    </dd>
                  </>
                )}
                <dt className="col-5 col-sm-3">Medio de pago</dt>
                <dd className="col-7 col-sm-9">{messages.purchase.waysToPay[purchase.wayToPay]}</dd>
                {date && (
                  <>
                    <dt className="col-5 col-sm-3">Fecha</dt>
                    <dd className="col-7 col-sm-9">{formatModuleDate(date.start)} (hora Argentina)</dd>
                  </>
                )}
                {awaitsTransfer && purchase.deadline && (
                  <>
                    <dt className="col-5 col-sm-3">Pagar hasta</dt>
                    <dd className="col-7 col-sm-9">{formatDate(purchase.deadline)}</dd>
                  </>
                )}
              </dl>
              <div className="d-flex flex-wrap gap-2">
                {awaitsTransfer && <ResendDetails purchase={purchase} resend={resendDetails} />}
                {date && <CalendarLinks date={date} owner={owner} readAt={readAt} />}
                <PurchaseInvoices
                  invoices={invoices.filter((invoice) => invoice.purchaseId === purchase._id)}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
