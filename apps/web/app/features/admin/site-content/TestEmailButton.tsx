import { useState } from 'react';
import { messages, siteContentEndpoints } from '@constelaciones/contract';
import { showError, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

/** 'Enviar correo de prueba': e-mails the notices address as saved, to check that notices reach her. */
export function TestEmailButton() {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      void showSuccess((await call(siteContentEndpoints.testEmail, {})).msg);
    } catch (error) {
      void showError(errorMessage(error) || messages.siteContent.testEmailFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline-primary" disabled={sending} onClick={() => void send()}>
      Enviar correo de prueba
    </button>
  );
}
