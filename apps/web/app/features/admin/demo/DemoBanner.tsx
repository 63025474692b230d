import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { demoEndpoints, messages } from '@constelaciones/contract';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

const { demo } = messages;

/**
 * 'Sitio de demostración': shown above the panel while demo content is left, with the button that removes it
 * after a confirmation; the panel then reloads without it.
 */
export function DemoBanner() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!(await confirmAction(`${demo.remove}?`, demo.confirmButton, demo.confirm))) return;
    setBusy(true);
    try {
      await showSuccess((await call(demoEndpoints.remove, {})).msg);
      await revalidate();
    } catch (error) {
      await showError(`${demo.removeFailed} ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="alert alert-warning" aria-labelledby="demo-banner-title">
      <h2 id="demo-banner-title" className="h5">
        {demo.banner}
      </h2>
      <p>{demo.explanation}</p>
      <button type="button" className="btn btn-danger" onClick={() => void remove()} disabled={busy}>
        {demo.remove}
      </button>
    </section>
  );
}
