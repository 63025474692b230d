import { useState } from 'react';
import { authEndpoints, messages } from '@constelaciones/contract';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

const { auth } = messages;

/**
 * 'Cerrar sesión en los demás dispositivos': after the question, every other session of the account ends (a
 * phone or a shared computer where the student logged in); this one goes on.
 */
export function OtherSessions() {
  const [pending, setPending] = useState(false);

  const closeOthers = async () => {
    if (!(await confirmAction(auth.logoutOthersConfirm, 'Sí, cerrarlas'))) return;
    setPending(true);
    try {
      void showSuccess((await call(authEndpoints.logoutOthers, {})).msg);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="profile-sessions" aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title" className="h5">
        Tus sesiones
      </h2>
      <p>{auth.logoutOthersHint}</p>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void closeOthers()}
      >
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {auth.logoutOthers}
      </button>
    </section>
  );
}
