import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  formatDate,
  formatModuleDate,
  formatPrice,
  messages,
  refundsAtProvider,
  withdrawalMessages as texts,
  withdrawalEndpoints,
  type Withdrawal,
} from '@constelaciones/contract';
import { confirmAction, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { ReadOnlyFacts } from '../kit/ReadOnlyFacts';
import { adminHref } from '../kit/tabs';
import { useCardAction } from '../kit/useCardAction';

const { purchase: purchaseTexts } = messages;

/** Whether the request came within the term, in the owner's words. */
function termOf({ withinTerm, termLastDay }: Withdrawal): string {
  if (withinTerm === null || !termLastDay)
    return 'La referencia no coincide con una inscripción de ese correo';
  const last = formatDate(termLastDay);
  return withinTerm ? `Dentro del plazo (hasta el ${last})` : `Fuera del plazo (venció el ${last})`;
}

/** What 'Resolver' will do with the money, asked before it does it: as the purchase card's 'Reembolsar' says. */
function refundOf({ purchase }: Withdrawal): string {
  if (purchase?.state !== 'paid') return texts.nothingToRefund;
  const amount = formatPrice(purchase.amount, purchase.currency);
  return refundsAtProvider(purchase)
    ? purchaseTexts.refundAtProviderNote(purchaseTexts.waysToPay[purchase.wayToPay], amount)
    : purchaseTexts.refundByHandNote(amount);
}

/** The request: who, when, the reference and the reason given. */
const requestFacts = (withdrawal: Withdrawal): [string, string][] => [
  ['Fecha de la solicitud', formatModuleDate(withdrawal.createdAt)],
  ['Correo', withdrawal.email],
  ['Referencia', withdrawal.reference],
  ['Motivo', withdrawal.reason || '—'],
];

/** The purchase it names: what, how much, how it was paid, its state and when it was made. */
const purchaseFacts = ({ purchase }: Withdrawal): [string, string][] =>
  purchase
    ? [
        ['Importe', formatPrice(purchase.amount, purchase.currency)],
        ['Forma de pago', purchaseTexts.waysToPay[purchase.wayToPay]],
        ['Estado del pago', purchaseTexts.states[purchase.state]],
        ['Fecha de la inscripción', formatModuleDate(purchase.createdAt)],
      ]
    : [];

/** How it was closed, once it was. */
const closingFacts = (withdrawal: Withdrawal): [string, string][] =>
  withdrawal.resolvedAt
    ? [
        [texts.states[withdrawal.state], formatModuleDate(withdrawal.resolvedAt)],
        ['Nota', withdrawal.resolutionNote || '—'],
      ]
    : [];

/**
 * One request of 'Arrepentimientos': the request, the purchase it names and whether it came within the term; while
 * open, 'Resolver' (the refund, asked first; money she gives back herself once she ticks that she did) and, when it
 * came after the term or names no purchase, 'Rechazar' with a note.
 */
export function WithdrawalCard({ withdrawal, onChanged }: { withdrawal: Withdrawal; onChanged: () => void }) {
  const [note, setNote] = useState('');
  const [moneyReturned, setMoneyReturned] = useState(false);
  const { run, pending, error } = useCardAction(texts.actionFailed, onChanged);
  const noteId = useId();
  const { purchase } = withdrawal;
  const open = withdrawal.state === 'open';
  // Money the owner gives back herself: she says she did before the request is resolved.
  const byHand = purchase?.state === 'paid' && !refundsAtProvider(purchase);

  async function resolve() {
    if (!(await confirmAction(texts.resolveConfirm, texts.resolve, refundOf(withdrawal)))) return;
    await run(async () => {
      const { msg } = await call(withdrawalEndpoints.resolve, {
        params: { id: withdrawal._id },
        body: { note, moneyReturned },
      });
      void showSuccess(msg);
    });
  }

  async function reject() {
    if (!(await confirmAction(texts.rejectConfirm, texts.reject, texts.rejectExplained))) return;
    await run(async () => {
      const { msg } = await call(withdrawalEndpoints.reject, {
        params: { id: withdrawal._id },
        body: { note },
      });
      void showSuccess(msg);
    });
  }

  return (
    <li className="admin-item withdrawal-card" aria-label={`Solicitud ${withdrawal.code}`}>
      <div className="admin-item-body">
        <h4 className="admin-item-title">
          {withdrawal.code} · {withdrawal.name}
        </h4>
        <p className={`admin-item-text${withdrawal.withinTerm ? ' fw-bold' : ''}`}>{termOf(withdrawal)}</p>
        {purchase && (
          <p className="admin-item-text">
            Inscripción:{' '}
            <Link to={adminHref('administrar-inscripto', purchase._id)}>
              {purchase.inscription.title}
              {purchase.courseDate && ` (${formatDate(purchase.courseDate)})`}
            </Link>
          </p>
        )}
        <ReadOnlyFacts
          facts={[...requestFacts(withdrawal), ...purchaseFacts(withdrawal), ...closingFacts(withdrawal)]}
        />
        {open && (
          <div className="withdrawal-actions">
            <label htmlFor={noteId} className="form-label">
              {texts.noteLabel}
            </label>
            <textarea
              id={noteId}
              className="form-control mb-2"
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            {byHand && (
              <div className="form-check mb-2">
                <input
                  id={`${noteId}-returned`}
                  type="checkbox"
                  className="form-check-input"
                  checked={moneyReturned}
                  onChange={(event) => setMoneyReturned(event.target.checked)}
                />
                <label htmlFor={`${noteId}-returned`} className="form-check-label">
                  {texts.moneyReturned}
                </label>
              </div>
            )}
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary"
                disabled={pending}
                onClick={() => void resolve()}
              >
                {texts.resolve}
              </button>
              {!withdrawal.withinTerm && (
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={pending}
                  onClick={() => void reject()}
                >
                  {texts.reject}
                </button>
              )}
            </div>
          </div>
        )}
        {error && (
          <p role="alert" className="text-danger mt-2 mb-0">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
