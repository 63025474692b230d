import { useEffect, useState } from 'react';
import {
  WAITING_PAGE_SIZE,
  waitingListEndpoints,
  type AdminWaitingEntry,
  type PurchaseGroup,
} from '@constelaciones/contract';
import { formatModuleDate } from '@constelaciones/contract/format';
import { placesMessages as text } from '@constelaciones/contract/places-messages';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * An item's waiting list (a workshop's: that of the list's date) in its accordion of 'Administrar inscriptos', in order, 100 at a time ('Mostrar más'): who,
 * a place offered until when; 'Ofrecer lugar' and 'Quitar' (both audited by the server). Read when the accordion opens; nothing
 * shows for an item nobody waits for.
 */
export function WaitingListPanel({ group, onChanged }: { group: PurchaseGroup; onChanged: () => void }) {
  const [entries, setEntries] = useState<AdminWaitingEntry[]>([]);
  const [total, setTotal] = useState(0);
  const courseDate = group.courseDate ?? undefined;
  const query = { inscription: group.inscription._id, inscriptionModel: group.inscriptionModel, courseDate };

  /** The list from its start up to `pages` pages (after a change, as many as were shown). */
  const read = async (pages = 1) => {
    try {
      const shown: AdminWaitingEntry[] = [];
      let length = 0;
      for (let page = 1; page <= pages; page++) {
        const answer = await call(waitingListEndpoints.adminList, { query: { ...query, page } });
        shown.push(...answer.entries);
        length = answer.total;
        if (shown.length >= length) break;
      }
      setEntries(shown);
      setTotal(length);
    } catch (error) {
      void showError(errorMessage(error));
    }
  };
  const shownPages = () => Math.max(1, Math.ceil(entries.length / WAITING_PAGE_SIZE));
  const more = async () => {
    try {
      const answer = await call(waitingListEndpoints.adminList, {
        query: { ...query, page: shownPages() + 1 },
      });
      setEntries((current) => [...current, ...answer.entries]);
      setTotal(answer.total);
    } catch (error) {
      void showError(errorMessage(error));
    }
  };
  useEffect(() => {
    call(waitingListEndpoints.adminList, {
      query: {
        inscription: group.inscription._id,
        inscriptionModel: group.inscriptionModel,
        courseDate,
        page: 1,
      },
    })
      .then((answer) => {
        setEntries(answer.entries);
        setTotal(answer.total);
      })
      .catch((error: unknown) => void showError(errorMessage(error)));
  }, [group.inscription._id, group.inscriptionModel, courseDate]);

  const act = async (work: () => Promise<{ msg: string }>) => {
    try {
      void showSuccess((await work()).msg);
      await read(shownPages());
      onChanged();
    } catch (error) {
      void showError(errorMessage(error));
    }
  };

  const remove = async (id: string, name: string) => {
    if (await confirmAction(`¿Quitar a ${name} de la lista de espera?`, text.remove)) {
      await act(() => call(waitingListEndpoints.adminRemove, { params: { id } }));
    }
  };

  if (entries.length === 0) return null;
  return (
    <section className="waiting-list" aria-label={`${text.listTitle}: ${group.inscription.title}`}>
      <h4 className="h6">
        {text.listTitle} ({total})
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
                  onClick={() =>
                    void act(() => call(waitingListEndpoints.adminOffer, { params: { id: entry._id } }))
                  }
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
      {entries.length < total && (
        <button type="button" className="btn btn-sm btn-outline-primary mb-3" onClick={() => void more()}>
          Mostrar más
        </button>
      )}
    </section>
  );
}
