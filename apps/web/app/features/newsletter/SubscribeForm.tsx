import { useFetcher } from 'react-router';
import {
  NEWSLETTER_CONSENT,
  newsletterMessages as words,
} from '@constelaciones/contract/newsletter-messages';
import { paths } from '../../lib/paths';
import type { SubscribeOutcome } from './subscribe.server';

interface Props {
  /** Names its fields apart from another form of the page (the footer's and /novedades'). */
  id: string;
  /** The answer to a post of the page itself, without JavaScript. */
  outcome?: SubscribeOutcome;
  /** The heading's level where the form stands. */
  heading?: 'h2' | 'h3';
}

/**
 * 'Recibí las novedades': an address and the consent, which says what she will send. It posts to /novedades
 * (its action), so it works without JavaScript; with it, the answer shows here, in place.
 */
export function SubscribeForm({ id, outcome, heading: Heading = 'h2' }: Props) {
  const fetcher = useFetcher<SubscribeOutcome>();
  const answer = fetcher.data ?? outcome;
  const errors = answer && 'errors' in answer ? answer.errors : {};
  const sending = fetcher.state !== 'idle';
  return (
    <section className="newsletter-form" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="h6 mb-1">
        {words.title}
      </Heading>
      <p className="small mb-2">{words.intro}</p>
      {answer && 'msg' in answer ? (
        <p role="status" className="alert alert-success mb-0">
          {answer.msg}
        </p>
      ) : (
        <fetcher.Form method="post" action={paths.newsletter} noValidate>
          <label htmlFor={`${id}-email`} className="form-label small">
            {words.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={`form-control mb-2${errors.email ? ' is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            defaultValue={answer && 'email' in answer ? answer.email : undefined}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="invalid-feedback d-block">
              {errors.email}
            </p>
          )}
          <div className="form-check mb-2">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              value="true"
              required
              className={`form-check-input${errors.consent ? ' is-invalid' : ''}`}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`} className="form-check-label small">
              {NEWSLETTER_CONSENT}
            </label>
            {errors.consent && (
              <p id={`${id}-consent-error`} className="invalid-feedback d-block">
                {errors.consent}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
            {sending ? words.subscribing : words.subscribe}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
