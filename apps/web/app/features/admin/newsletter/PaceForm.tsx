import { useId, useState } from 'react';
import { newsletterAdminMessages as words, newsletterEndpoints } from '@constelaciones/contract';
import { showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

/** 'Ritmo de envío': how many newsletters' e-mails leave an hour, as her mail server allows. */
export function PaceForm({ perHour }: { perHour: number | null }) {
  const id = useId();
  const [value, setValue] = useState(perHour === null ? '' : String(perHour));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setError('');
    try {
      const saved = await call(newsletterEndpoints.pace, { body: { perHour: value } });
      setValue(saved.perHour === null ? '' : String(saved.perHour));
      void showSuccess(saved.msg);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="mt-5"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`} className="h5">
        {words.pace}
      </h3>
      <label htmlFor={`${id}-per-hour`} className="form-label">
        {words.perHour}
      </label>
      <div className="d-flex gap-2 align-items-start">
        <input
          id={`${id}-per-hour`}
          className={`form-control w-auto${error ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={value}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={saving}>
          Guardar
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="form-text">
        {words.perHourHint}
      </p>
    </form>
  );
}
