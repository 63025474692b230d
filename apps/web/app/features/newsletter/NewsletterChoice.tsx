import { useId, useState } from 'react';
import { newsletterEndpoints } from '@constelaciones/contract';
import {
  NEWSLETTER_CONSENT,
  newsletterMessages as words,
} from '@constelaciones/contract/newsletter-messages';
import { showError, showSuccess } from '../../components/ui/popups';
import { call } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';

/**
 * A student's choice to receive the newsletter, in her profile: ticking it is her consent (its wording beside
 * it) and puts her account's address on the list at once; unticking takes it off.
 */
export function NewsletterChoice({ initial }: { initial: boolean }) {
  const id = useId();
  const [subscribed, setSubscribed] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function choose(wanted: boolean) {
    setSaving(true);
    try {
      const saved = await call(newsletterEndpoints.choose, { body: { subscribed: wanted } });
      setSubscribed(saved.subscribed);
      void showSuccess(saved.msg);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="mt-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {words.profileLegend}
      </h2>
      <div className="form-check">
        <input
          id={`${id}-choice`}
          type="checkbox"
          className="form-check-input"
          checked={subscribed}
          disabled={saving}
          aria-describedby={`${id}-consent`}
          onChange={(event) => void choose(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-choice`}>
          {words.profileLabel}
        </label>
        <p id={`${id}-consent`} className="form-text">
          {NEWSLETTER_CONSENT}
        </p>
      </div>
    </section>
  );
}
