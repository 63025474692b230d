import { useEffect, useId, useState } from 'react';
import {
  formatModuleDate,
  ownerMessageEndpoints,
  ownerMessageTexts as texts,
  type EndpointResult,
  type InscriptionModel,
  type OwnerMessageSummary,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { LetterFields } from '../kit/LetterFields';
import { RecipientStates } from './RecipientStates';

interface Props {
  inscriptionModel: InscriptionModel;
  inscription: string;
  /** A workshop's date ('YYYY-MM-DD'): the list is that date's people. */
  courseDate?: string | null;
  title: string;
}

/** Who the list's message would reach now, as the server reads the list. */
type Preview = EndpointResult<typeof ownerMessageEndpoints.preview>;

/**
 * 'Enviar mensaje' to the people of one list: subject, text, paid only or also pending; 'Ver destinatarios' shows
 * who it will reach (as the server reads the list now), then 'Enviar a N personas'; afterwards each recipient's
 * state. Below, the messages sent to this list before, each with its states.
 */
export function MessageComposer({ inscriptionModel, inscription, courseDate = null, title }: Props) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [includePending, setIncludePending] = useState(false);
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [history, setHistory] = useState<OwnerMessageSummary[]>([]);
  const [shown, setShown] = useState<string>();

  const list = { inscriptionModel, inscription, courseDate, includePending };

  useEffect(() => {
    void call(ownerMessageEndpoints.history, {
      query: { inscription, courseDate: courseDate ?? undefined },
    }).then(
      ({ messages }) => setHistory(messages),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [inscription, courseDate]);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const showPreview = () =>
    act(async () => {
      setNotice('');
      setPreview(await call(ownerMessageEndpoints.preview, { body: list }));
    });

  const send = () =>
    act(async () => {
      // The server writes one e-mail per person and answers at once; the e-mails leave after.
      const { message, msg } = await call(ownerMessageEndpoints.send, { body: { ...list, subject, body } });
      setNotice(msg);
      setPreview(undefined);
      setSubject('');
      setBody('');
      setHistory([message, ...history]);
      setShown(message._id);
    });

  const audience = (pending: boolean) => () => {
    setIncludePending(pending);
    setPreview(undefined);
  };

  return (
    <section className="owner-message" aria-label={`${texts.open}: ${title}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field, or 'Ver destinatarios': the list read again; only the button sends.
          void showPreview();
        }}
      >
        <LetterFields
          subject={subject}
          body={body}
          onSubject={setSubject}
          onBody={setBody}
          hint={texts.bodyHint}
          rows={6}
        />
        <fieldset className="mb-2">
          <legend className="form-label fs-6">{texts.audience}</legend>
          {[false, true].map((pending) => (
            <div className="form-check form-check-inline" key={String(pending)}>
              <input
                id={`${id}-${pending}`}
                type="radio"
                name={`${id}-audience`}
                className="form-check-input"
                checked={includePending === pending}
                onChange={audience(pending)}
              />
              <label htmlFor={`${id}-${pending}`} className="form-check-label">
                {pending ? texts.withPending : texts.paidOnly}
              </label>
            </div>
          ))}
        </fieldset>
        {preview && (
          <div className="owner-message-preview">
            <p className="mb-1">{preview.count === 0 ? texts.nobody : texts.willReceive(preview.count)}</p>
            <ul className="owner-message-recipients" aria-label={texts.audience}>
              {preview.recipients.map((person) => (
                <li key={person.email}>
                  {person.name} &lt;{person.email}&gt;
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          {preview && preview.count > 0 ? (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
              {busy ? texts.sending : texts.send(preview.count)}
            </button>
          ) : (
            <button type="submit" className="btn btn-outline-primary" disabled={busy}>
              {busy ? texts.previewing : texts.preview}
            </button>
          )}
        </div>
      </form>
      {error && (
        <p role="alert" className="text-danger mt-2">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-2">
          {notice}
        </p>
      )}
      {history.length > 0 && (
        <>
          <h4 className="h6 mt-3">{texts.history}</h4>
          <ul className="list-unstyled owner-message-history">
            {history.map((message) => (
              <li key={message._id}>
                <button
                  type="button"
                  className="btn btn-link p-0 text-start"
                  aria-expanded={shown === message._id}
                  onClick={() => setShown(shown === message._id ? undefined : message._id)}
                >
                  {formatModuleDate(message.createdAt)}: {message.subject}
                </button>{' '}
                <span className="text-body-secondary">({summaryOf(message)})</span>
                {shown === message._id && (
                  <RecipientStates messageId={message._id} subject={message.subject} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** '3 Enviado, 1 Reintentando': the states that have someone. */
const summaryOf = ({ counts }: OwnerMessageSummary) =>
  (Object.keys(texts.states) as (keyof typeof texts.states)[])
    .filter((state) => counts[state] > 0)
    .map((state) => `${counts[state]} ${texts.states[state]}`)
    .join(', ');
