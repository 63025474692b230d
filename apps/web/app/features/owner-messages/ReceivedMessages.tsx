import { useId } from 'react';
import { formatModuleDate, ownerMessageTexts as texts, type ReceivedMessage } from '@constelaciones/contract';

/**
 * 'Mensajes' in 'Alumnos': the owner's messages to the student, newest first, the newest open; each with its
 * date and the list it went to. Nothing when there is none.
 */
export function ReceivedMessages({ messages }: { messages: ReceivedMessage[] }) {
  const titleId = useId();
  if (messages.length === 0) return null;
  return (
    <section className="received-messages mt-5" aria-labelledby={titleId}>
      <h2 id={titleId} className="h4">
        {texts.mine}
      </h2>
      <ul className="list-unstyled">
        {messages.map((message, index) => (
          <li key={message._id} className="received-message">
            <details open={index === 0}>
              <summary>
                <span className="fw-semibold">{message.subject}</span>{' '}
                <span className="text-body-secondary">· {formatModuleDate(message.createdAt)}</span>
              </summary>
              <p className="text-body-secondary small mb-1">{texts.about(message.listTitle)}</p>
              <p className="received-message-body">{message.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
