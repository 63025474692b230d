import { useId, useState } from 'react';
import {
  messages,
  newsletterAdminMessages as words,
  newsletterEndpoints,
  ownerMessageTexts,
  type NewsletterSummary,
} from '@constelaciones/contract';
import { confirmAction, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { LetterFields } from '../kit/LetterFields';
import { UnsavedChangesGuard } from '../kit/UnsavedChangesGuard';
import { useCardAction } from '../kit/useCardAction';
import { MARKDOWN_HINT, MarkdownPreview } from '../kit/MarkdownPreview';

interface Props {
  /** Who the next newsletter would reach: the confirmed subscribers, and those who joined as students. */
  audience: { subscribed: number; students: number };
  /** Told of a newsletter just sent, for the history. */
  onSent: (newsletter: NewsletterSummary) => void;
}

/**
 * Writing a newsletter: subject and Markdown text with its preview as readers will see it, a test to her own
 * notices address, then the sending to every confirmed subscriber (the students who joined from their profile
 * too, unless she leaves them out), after she confirms how many it reaches.
 */
export function NewsletterComposer({ audience, onSent }: Props) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [includeStudents, setIncludeStudents] = useState(true);
  const { run: act, pending: busy, error } = useCardAction(messages.server.unexpected);
  const count = audience.subscribed - (includeStudents ? 0 : audience.students);

  const test = () =>
    act(async () => {
      const { msg } = await call(newsletterEndpoints.test, { body: { subject, body } });
      void showSuccess(msg);
    });

  const send = () =>
    act(async () => {
      if (!(await confirmAction(words.confirmSend(count), words.send(count)))) return;
      const { newsletter, msg } = await call(newsletterEndpoints.send, {
        body: { subject, body, includeStudents },
      });
      setSubject('');
      setBody('');
      onSent(newsletter);
      void showSuccess(msg);
    });

  return (
    // A newsletter begun and not sent: leaving the tab asks first.
    <UnsavedChangesGuard>
      <form
        className="newsletter-composer"
        aria-label="Escribir una novedad"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <LetterFields
          subject={subject}
          body={body}
          onSubject={setSubject}
          onBody={setBody}
          hint={MARKDOWN_HINT}
          rows={10}
        />
        <MarkdownPreview markdown={body} placeholder="Acá vas a ver la novedad como la van a leer." />
        {audience.students > 0 && (
          <div className="form-check my-3">
            <input
              id={`${id}-students`}
              type="checkbox"
              className="form-check-input"
              checked={includeStudents}
              onChange={(event) => setIncludeStudents(event.target.checked)}
            />
            <label htmlFor={`${id}-students`} className="form-check-label">
              {words.includeStudents} ({audience.students})
            </label>
          </div>
        )}
        {error && (
          <p role="alert" className="alert alert-danger mt-3">
            {error}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy || !subject.trim() || !body.trim()}
            onClick={() => void test()}
          >
            {words.testSend}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || count === 0}>
            {busy ? ownerMessageTexts.sending : words.send(count)}
          </button>
        </div>
        {audience.subscribed === 0 && <p className="form-text">{words.nobody}</p>}
      </form>
    </UnsavedChangesGuard>
  );
}
