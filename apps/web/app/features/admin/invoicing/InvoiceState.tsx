import { useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  invoicingEndpoints,
  invoicingMessages as texts,
  messages,
  type Invoice,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { useCardAction } from '../kit/useCardAction';

const STATE_CLASSES: Record<Invoice['state'], string> = {
  pending: 'text-bg-secondary',
  authorised: 'text-bg-success',
  rejected: 'text-bg-danger',
  skipped: 'text-bg-secondary',
};

/** A comprobante as the owner names it: its kind and number, or its purchase's reference before it has one. */
export const invoiceName = ({ kind, number, reference }: Invoice): string =>
  `${texts.kinds[kind]} ${number ?? reference}`;

/**
 * A comprobante's state in the owner's list: ARCA's code and what to do about a problem, and for a rejected one
 * 'Reintentar', which asks ARCA again and reads the list again.
 */
export function InvoiceState({ invoice }: { invoice: Invoice }) {
  const { revalidate } = useRevalidator();
  const { run, pending, error } = useCardAction(messages.server.unexpected, () => void revalidate());
  const [notice, setNotice] = useState('');
  const { state, problem } = invoice;

  const retry = () =>
    run(async () => setNotice((await call(invoicingEndpoints.retry, { params: { id: invoice._id } })).msg));

  return (
    <>
      <span className={`badge ${STATE_CLASSES[state]}`}>
        {problem && state === 'rejected' ? texts.rejectedBy(problem.code) : texts.states[state]}
      </span>
      {problem && <p className="small text-wrap my-1">{problem.message}</p>}
      {state === 'rejected' && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={pending}
          onClick={() => void retry()}
        >
          {texts.retry} <span className="visually-hidden">{invoiceName(invoice)}</span>
        </button>
      )}
      {error && (
        <p role="alert" className="small text-danger text-wrap mb-0">
          {error}
        </p>
      )}
      <p role="status" className={notice ? 'small mb-0 mt-1' : 'visually-hidden'}>
        {notice}
      </p>
    </>
  );
}
