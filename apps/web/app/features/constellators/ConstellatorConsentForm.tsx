import { useId, useState, type FormEvent } from 'react';
import { constellatorEndpoints, messages, type ConstellatorConsent } from '@constelaciones/contract';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { showError, showSuccess } from '../../components/ui/popups';
import { call } from '../../lib/client';

const text = messages.constellator;

/**
 * The graduate's consent to appear on /consteladores and which contact data to show
 * (docs/decisions/033-graduates.md). Without the first, the other two stay off; saving 'no' removes a
 * published card at once.
 */
export function ConstellatorConsentForm({ initial }: { initial: ConstellatorConsent }) {
  const [consent, setConsent] = useState(initial);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const set = (key: keyof ConstellatorConsent) => (checked: boolean) =>
    setConsent((current) => ({ ...current, [key]: checked }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await call(constellatorEndpoints.saveConsent, { body: consent });
      setConsent(saved.consent);
      void showSuccess(saved.msg);
    } catch {
      void showError(text.consentFailed);
    } finally {
      setSaving(false);
    }
  }

  const checkbox = (key: keyof ConstellatorConsent, label: string, disabled = false) => (
    <div className="form-check">
      <input
        id={`${titleId}-${key}`}
        type="checkbox"
        className="form-check-input"
        checked={consent[key] && !disabled}
        disabled={disabled}
        onChange={(event) => set(key)(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={`${titleId}-${key}`}>
        {label}
      </label>
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="constellator-consent" aria-labelledby={titleId}>
      <h2 id={titleId} className="h4">
        {text.consentTitle}
      </h2>
      <p>{text.consentIntro}</p>
      {checkbox('listed', text.consentListed)}
      <div className="ms-4 mb-3">
        {checkbox('showsEmail', text.consentShowsEmail, !consent.listed)}
        {checkbox('showsPhone', text.consentShowsPhone, !consent.listed)}
      </div>
      <SubmitButton pending={saving}>{text.consentSave}</SubmitButton>
    </form>
  );
}
