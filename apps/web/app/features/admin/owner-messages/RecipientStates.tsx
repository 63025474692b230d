import { useEffect, useState } from 'react';
import {
  ownerMessageEndpoints,
  ownerMessageTexts as texts,
  type OwnerMessageRecipient,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

/** How often the states are read again while some e-mail has not had its first attempt. */
const REFRESH_MS = 2_000;

/**
 * Each recipient of a message with her e-mail's state ('En cola', 'Enviado', 'Reintentando', 'Falló'), read again
 * every few seconds while some are queued, and at 'Actualizar estados'.
 */
export function RecipientStates({ messageId, subject }: { messageId: string; subject: string }) {
  const [recipients, setRecipients] = useState<OwnerMessageRecipient[]>();
  const [error, setError] = useState('');
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    call(ownerMessageEndpoints.recipients, { params: { id: messageId } }).then(
      (answer) => live && (setRecipients(answer.recipients), setError('')),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [messageId, reads]);

  const queued = recipients?.some((person) => person.state === 'queued') ?? false;
  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(() => setReads((count) => count + 1), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [queued, recipients]);

  return (
    <div className="owner-message-states">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary mb-2"
        onClick={() => setReads(reads + 1)}
      >
        {texts.refresh}
      </button>
      {error && <p role="alert">{error}</p>}
      {recipients && (
        <ul className="list-unstyled owner-message-recipients" aria-label={`Estado de «${subject}»`}>
          {recipients.map((person) => (
            <li key={person.email} title={person.lastError ?? undefined}>
              {person.name} &lt;{person.email}&gt;:{' '}
              <span className={`owner-message-state is-${person.state}`}>{texts.states[person.state]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
