import { useEffect, useState } from 'react';
import type { AdminWaitingEntry, PurchaseGroup } from '@constelaciones/contract';
import { formatModuleDate } from '@constelaciones/contract/format';
import { placesMessages as text } from '@constelaciones/contract/places-messages';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/errorMessage';
import { offerWaitingPlace, removeFromWaitingList, waitingListOf } from './api';

/**
 * An item's waiting list in its accordion of 'Administrar inscriptos', in order: who, since when, a place offered
 * until when; 'Ofrecer lugar' and 'Quitar' (both audited by the server). Read when the accordion opens; nothing
 * shows for an item nobody waits for.
 */
export function WaitingListPanel({ group, onChanged }: { group: PurchaseGroup; onChanged: () => void }) {
  const [entries, setEntries] = useState<AdminWaitingEntry[]>([]);
  const query = { inscription: group.inscription._id, inscriptionModel: group.inscriptionModel };

  const read = () =>
    waitingListOf(query)
      .then(setEntries)
      .catch((error: unknown) => void showError(errorMessage(error)));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per item
  useEffect(() => void read(), [group.inscription._id]);

  const act = async (work: () => Promise<{ msg: string }>) => {
    try {
      void showSuccess((await work()).msg);
      await read();
      onChanged();
    } catch (error) {
      void showError(errorMessage(error));
    }
  };

  const remove = async (id: string, name: string) => {
    if (await confirmAction(`¿Quitar a ${name} de la lista de espera?`, text.remove)) {
      await act(() => removeFromWaitingList(id));
    }
  };

  if (entries.length === 0) return null;
  return (
    <section className="waiting-list" aria-label={`${text.listTitle}: ${group.inscription.title}`}>
      <h4 className="h6">
        {text.listTitle} ({entries.length})
      </h4>
      <ol className="list-group list-group-numbered mb-3">
        {entries.map((entry) => {
          const name = `${entry.person.firstName} ${entry.person.lastName}`.trim() || entry.person.email;
          return (
            <li key={entry._id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <span className="flex-grow-1">
                {name} · {entry.person.email}
                {entry.offerUntil && (
                  <span className="d-block small">{text.offerOpen(formatModuleDate(entry.offerUntil))}</span>
                )}
              </span>
              {!entry.offerUntil && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => void act(() => offerWaitingPlace(entry._id))}
                >
                  {text.offer}
                  <span className="visually-hidden"> a {name}</span>
                </button>
              )}
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => void remove(entry._id, name)}
              >
                {text.remove}
                <span className="visually-hidden"> a {name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
