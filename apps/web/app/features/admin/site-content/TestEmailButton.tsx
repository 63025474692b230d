import { useState } from 'react';
import { messages } from '@constelaciones/contract';
import { showError, showSuccess } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/errorMessage';
import { sendTestEmail } from './api';

/** 'Enviar correo de prueba': e-mails the notices address as saved, to check that notices reach her. */
export function TestEmailButton() {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      void showSuccess((await sendTestEmail()).msg);
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
