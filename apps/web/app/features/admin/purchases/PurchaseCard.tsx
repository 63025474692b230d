import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatDate,
  formatPrice,
  checkoutEndpoints,
  discountCodeMessages,
  messages,
  refundsAtProvider,
  personalDataEndpoints,
  personalDataMessages,
  purchaseEndpoints,
  type Purchase,
} from '@constelaciones/contract';
import { confirmAction } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { discountText } from '../../../lib/discountText';
import { adminHref } from '../kit/tabs';
import { useCardAction } from '../kit/useCardAction';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

interface Props {
  purchase: Purchase;
  /** After a confirmation: the list reads the purchase again. */
  onChanged: () => void;
}

/** What 'Reembolsar' will do, said before the owner confirms: a provider's refund, or her own. */
function refundNote(purchase: Purchase): string {
  const amount = formatPrice(purchase.amount, purchase.currency);
  return refundsAtProvider(purchase)
    ? messages.purchase.refundAtProviderNote(messages.purchase.waysToPay[purchase.wayToPay], amount)
    : messages.purchase.refundByHandNote(amount);
}

/**
 * One purchase as the spec lists it, and its amount (and the discount code it was bought with, and what that
 * took off), with 'Confirmar pago' while it is unpaid and 'Reembolsar' once paid, the provider's operation that
 * paid it, and each double charge the owner should give back at the provider; and 'Eliminar la cuenta' for a
 * student who asked her to, after the question. A deleted account's purchase reads 'Cuenta eliminada', its
 * amount intact.
 */
export function PurchaseCard({ purchase, onChanged }: Props) {
  const person = purchase.user_id;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const { run, pending, error } = useCardAction(messages.purchase.updateFailed, onChanged);
  const [notice, setNotice] = useState('');

  async function refund() {
    const { refundConfirm, refundConfirmButton } = messages.purchase;
    if (!(await confirmAction(refundConfirm, refundConfirmButton, refundNote(purchase)))) return;
    // The provider gives the payment back (or, for a payment by hand, the owner says she did); the server's
    // message says which happened.
    await run(async () => {
      const { msg } = await call(purchaseEndpoints.refund, { params: { id: purchase._id }, body: {} });
      setNotice(msg);
    });
  }
  const accountId = person._id;
  const deleteAccount = async (id: string) => {
    const { adminDeleteConfirm, deleteConfirmButton, adminDeleteExplanation } = personalDataMessages;
    if (!(await confirmAction(adminDeleteConfirm(name), deleteConfirmButton, adminDeleteExplanation))) return;
    // Her purchases stay, with her data erased.
    await run(() => call(personalDataEndpoints.adminDelete, { params: { id } }));
  };

  return (
    <li className="admin-item purchase-card" aria-label={name}>
      <div className="admin-item-body">
        <h3 className="admin-item-title">{name}</h3>
        <dl className="purchase-facts">
          <dt>País</dt>
          <dd>{person.country}</dd>
          <dt>Fecha de nacimiento</dt>
          <dd>{person.dateOfBirth ? formatDate(person.dateOfBirth) : ''}</dd>
          <dt>Email</dt>
          <dd>{person.email}</dd>
          <dt>Teléfono</dt>
          <dd>{person.phone}</dd>
          {person.document && (
            <>
              <dt>{messages.purchase.document}</dt>
              <dd>{person.document}</dd>
            </>
          )}
          <dt>Forma de pago</dt>
          <dd>{messages.purchase.waysToPay[purchase.wayToPay]}</dd>
          <dt>Importe</dt>
          <dd>{formatPrice(purchase.amount, purchase.currency)}</dd>
          {purchase.discountCode && (
            <>
              <dt>{discountCodeMessages.usedCode}</dt>
              <dd>{purchase.discountCode}</dd>
              <dt>{discountCodeMessages.discountAmount}</dt>
              <dd>{discountText(purchase.discount, purchase.currency)}</dd>
            </>
          )}
          <dt>Pagó</dt>
          <dd>{yesNo(purchase.pay)}</dd>
          <dt>Finalizó</dt>
          <dd>{yesNo(purchase.finish)}</dd>
          <dt>Inscripto en</dt>
          <dd>{purchase.inscription.title}</dd>
          {purchase.paidByOperation && (
            <>
              <dt>{messages.purchase.paidByOperation}</dt>
              <dd>{purchase.paidByOperation}</dd>
            </>
          )}
          {purchase.installments !== null && (
            <>
              <dt>{messages.purchase.installments}</dt>
              <dd>{purchase.installments}</dd>
            </>
          )}
          {purchase.paidTotal !== null && (
            <>
              <dt>{messages.purchase.paidTotal}</dt>
              <dd>{formatPrice(purchase.paidTotal, purchase.currency)}</dd>
            </>
          )}
          {purchase.netReceived !== null && (
            <>
              <dt>{messages.purchase.netReceived}</dt>
              <dd>{formatPrice(purchase.netReceived, purchase.currency)}</dd>
            </>
          )}
        </dl>
        {purchase.state === 'refunded' && (
          <p className="alert alert-warning mb-2">{messages.purchase.refundedNote}</p>
        )}
        {purchase.state === 'paid' && purchase.refundedAmount > 0 && (
          <p className="alert alert-info mb-2">
            {messages.purchase.partlyRefunded(formatPrice(purchase.refundedAmount, purchase.currency))}
          </p>
        )}
        {purchase.doubleCharges?.map((operation) => (
          <p key={operation} className="alert alert-danger mb-2">
            {messages.purchase.doubleCharge(operation, messages.purchase.waysToPay[purchase.wayToPay])}
          </p>
        ))}
        {error && <p role="alert">{error}</p>}
        <p role="status" className={notice ? 'alert alert-success mb-2' : 'visually-hidden'}>
          {notice}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={purchase.pay || pending}
        onClick={() =>
          void run(() => call(checkoutEndpoints.transferConfirm, { body: { idPurchase: purchase._id } }))
        }
      >
        Confirmar pago
      </button>
      {purchase.state === 'paid' && (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={pending}
          onClick={() => void refund()}
        >
          {messages.purchase.refund}
        </button>
      )}
      <Link to={adminHref('administrar-inscripto', purchase._id)} className="btn btn-outline-primary">
        Editar
      </Link>
      {accountId && (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={pending}
          onClick={() => void deleteAccount(accountId)}
        >
          {personalDataMessages.adminDelete}
          <span className="visually-hidden"> de {name}</span>
        </button>
      )}
    </li>
  );
}
