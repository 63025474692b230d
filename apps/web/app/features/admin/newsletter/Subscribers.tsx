import { useEffect, useId, useState } from 'react';
import {
  formatDate,
  newsletterAdminMessages as words,
  newsletterEndpoints,
  newsletterMessages,
  type NewsletterState,
  type NewsletterSubscriber,
} from '@constelaciones/contract';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';
import { call, download } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { CsvDownload } from '../kit/CsvDownload';
import { ImportSubscribers } from './ImportSubscribers';

type Counts = Record<NewsletterState, number>;

/**
 * 'Suscriptores': how many are subscribed, unconfirmed or out; the newest that match her search, each with its
 * state, origin and date, and 'Quitar'; the whole list as CSV; and an import of a list she brings.
 */
export function Subscribers(initial: { subscribers: NewsletterSubscriber[]; counts: Counts }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [list, setList] = useState(initial);

  const reload = (q: string) =>
    call(newsletterEndpoints.subscribers, { query: { q } }).then(setList, (failure: unknown) =>
      showError(errorMessage(failure)),
    );

  useEffect(() => {
    // A search after a short pause in her typing, not at each key.
    const timer = window.setTimeout(() => void reload(query), 300);
    return () => window.clearTimeout(timer);
  }, [query]);

  async function remove(subscriber: NewsletterSubscriber) {
    if (!(await confirmAction(words.confirmRemove(subscriber.email), words.remove))) return;
    try {
      const { msg } = await call(newsletterEndpoints.remove, { params: { id: subscriber._id } });
      void showSuccess(msg);
      await reload(query);
    } catch (failure) {
      void showError(errorMessage(failure));
    }
  }

  const { counts, subscribers } = list;
  const total = counts.pending + counts.subscribed + counts.unsubscribed;
  return (
    <section className="mt-5" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h3 id={`${id}-title`} className="h5 mb-0">
          {words.subscribers}
        </h3>
        {total > 0 && (
          <CsvDownload download={() => download(newsletterEndpoints.csv, {})} of={words.subscribers} />
        )}
      </div>
      <p className="mt-2">{words.counts(counts.subscribed, counts.pending, counts.unsubscribed)}</p>
      {total === 0 ? (
        <p>{words.noneYet}</p>
      ) : (
        <>
          <label htmlFor={`${id}-search`} className="form-label">
            {words.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control mb-3"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {subscribers.length === 0 ? (
            <p>{words.noneFound}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <thead>
                  <tr>
                    <th scope="col">{words.csvColumns.email}</th>
                    <th scope="col">{words.csvColumns.state}</th>
                    <th scope="col">{words.csvColumns.source}</th>
                    <th scope="col">{words.csvColumns.since}</th>
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {subscribers.map((subscriber) => (
                    <tr key={subscriber._id}>
                      <td className="text-break">{subscriber.email}</td>
                      <td>{newsletterMessages.states[subscriber.state]}</td>
                      <td>{words.sources[subscriber.source]}</td>
                      <td>{formatDate(subscriber.createdAt)}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          onClick={() => void remove(subscriber)}
                        >
                          {words.remove}
                          <span className="visually-hidden"> {subscriber.email}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <ImportSubscribers onImported={() => void reload(query)} />
    </section>
  );
}
