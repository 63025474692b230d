import { useEffect, useState } from 'react';
import { waitingListEndpoints, type WaitingEntry } from '@constelaciones/contract';
import { formatModuleDate } from '@constelaciones/contract/format';
import { placesMessages as text } from '@constelaciones/contract/places-messages';
import { call } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';
import type { PurchaseProduct } from './product';

/** Whether a place is held for her now. */
const offerOpen = (entry: WaitingEntry | null | undefined) =>
  Boolean(entry?.offerUntil && Date.parse(entry.offerUntil) > Date.now());

/**
 * A full item, for a logged-in person: 'Anotarme en la lista de espera', or her place in the list, or, when a place
 * is held for her (the e-mailed offer), 'Inscribite' to take it. Her lists are read when it shows.
 */
export default function WaitingListActions({
  product,
  className,
  onBuy,
}: {
  product: PurchaseProduct;
  className: string;
  onBuy: () => void;
}) {
  // undefined while her lists are read.
  const [entry, setEntry] = useState<WaitingEntry | null | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    call(waitingListEndpoints.mine, {})
      .then(({ entries }) => {
        if (current) setEntry(entries.find((mine) => mine.inscription._id === product._id) ?? null);
      })
      .catch(() => current && setEntry(null));
    return () => {
      current = false;
    };
  }, [product._id]);

  const join = async () => {
    setBusy(true);
    try {
      const joined = await call(waitingListEndpoints.join, {
        body: { inscription: product._id, inscriptionModel: product.model },
      });
      setEntry(joined.entry);
      setNotice(joined.msg);
    } catch (error) {
      setNotice(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (entry === undefined) return null;
  if (offerOpen(entry)) {
    return (
      <>
        <p className="places-note">{text.offerHeld(formatModuleDate(entry!.offerUntil!))}</p>
        <button type="button" className={className} onClick={onBuy}>
          Inscribite
        </button>
      </>
    );
  }
  return (
    <>
      {entry ? (
        <p className="places-note">{text.onList(entry.position)}</p>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary places-join"
          disabled={busy}
          onClick={() => void join()}
        >
          {text.join}
        </button>
      )}
      {notice && (
        <p className="places-note" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
