import {
  formatDate,
  formatTime,
  newsletterAdminMessages as words,
  OWNER_MESSAGE_STATES,
  type NewsletterSummary,
} from '@constelaciones/contract';
import { paths } from '../../../lib/paths';

/** The newsletters she sent, newest first, each with how many e-mails went, wait, are retried or failed. */
export function NewsletterHistory({
  newsletters,
  onRefresh,
}: {
  newsletters: NewsletterSummary[];
  onRefresh: () => void;
}) {
  return (
    <section className="mt-5" aria-labelledby="novedades-enviadas">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h3 id="novedades-enviadas" className="h5 mb-0">
          {words.history}
        </h3>
        {newsletters.length > 0 && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRefresh}>
            Actualizar estados
          </button>
        )}
      </div>
      {newsletters.length === 0 ? (
        <p className="mt-2">{words.historyEmpty}</p>
      ) : (
        <ul className="list-unstyled mt-2">
          {newsletters.map((newsletter) => (
            <li key={newsletter._id} className="border rounded p-2 mb-2">
              <a href={paths.newsletterIssue(newsletter._id)}>{newsletter.subject}</a>{' '}
              <span className="text-body-secondary small">
                {formatDate(newsletter.sentAt)} {formatTime(newsletter.sentAt)}
              </span>
              <p className="mb-0 small">
                {OWNER_MESSAGE_STATES.filter((state) => newsletter.counts[state] > 0)
                  .map((state) => `${words.recipientStates[state]}: ${newsletter.counts[state]}`)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
