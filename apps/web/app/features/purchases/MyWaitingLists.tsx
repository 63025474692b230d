import { useEffect, useState } from 'react';
import { waitingListEndpoints, type WaitingEntry } from '@constelaciones/contract';
import { formatDate, formatModuleDate } from '@constelaciones/contract/format';
import { placesMessages as text } from '@constelaciones/contract/places-messages';
import { showError, showSuccess } from '../../components/ui/popups';
import { call } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';

const titleOf = (entry: WaitingEntry) =>
  entry.courseDate ? `${entry.inscription.title} (${formatDate(entry.courseDate)})` : entry.inscription.title;

/**
 * The student's waiting lists in 'Mis Cursos': her place in each, a place held for her until when, and 'Salir de
 * la lista de espera'. Nothing shows while she waits for nothing.
 */
export function MyWaitingLists() {
  const [entries, setEntries] = useState<WaitingEntry[]>([]);

  useEffect(() => {
    call(waitingListEndpoints.mine, {})
      .then((answer) => setEntries(answer.entries))
      .catch(() => setEntries([]));
  }, []);

  const leave = async (entry: WaitingEntry) => {
    try {
      const { msg } = await call(waitingListEndpoints.leave, { params: { id: entry._id } });
      setEntries((current) => current.filter((other) => other._id !== entry._id));
      void showSuccess(msg);
    } catch (error) {
      void showError(errorMessage(error));
    }
  };

  if (entries.length === 0) return null;
  return (
    <section className="col-12" aria-labelledby="listas-de-espera">
      <h2 className="h5" id="listas-de-espera">
        {text.myListsTitle}
      </h2>
      <ul className="list-group">
        {entries.map((entry) => (
          <li key={entry._id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="flex-grow-1">
              <strong>{titleOf(entry)}</strong>
              <br />
              {entry.offerUntil
                ? text.offerHeld(formatModuleDate(entry.offerUntil))
                : text.onList(entry.position)}
            </span>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => void leave(entry)}
            >
              {text.leave}
              <span className="visually-hidden"> {entry.inscription.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
