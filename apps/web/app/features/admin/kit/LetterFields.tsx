import { useId, type ReactNode } from 'react';
import { ownerMessageTexts as texts, TEXT_MAX } from '@constelaciones/contract';
import { useUnsavedChanges } from './UnsavedChangesGuard';

interface Props {
  subject: string;
  body: string;
  onSubject: (subject: string) => void;
  onBody: (body: string) => void;
  /** How to write the text (plain paragraphs, or Markdown), under it. */
  hint: ReactNode;
  /** The text's height, in lines. */
  rows: number;
}

/**
 * 'Asunto' and 'Texto' of a letter she writes to many: a message to a list, a newsletter. A letter begun and not
 * sent yet counts as changes not saved for the UnsavedChangesGuard around it, if any.
 */
export function LetterFields({ subject, body, onSubject, onBody, hint, rows }: Props) {
  const id = useId();
  useUnsavedChanges(subject !== '' || body !== '');
  return (
    <>
      <label htmlFor={`${id}-subject`} className="form-label">
        {texts.subject}
      </label>
      <input
        id={`${id}-subject`}
        className="form-control mb-2"
        required
        maxLength={TEXT_MAX.title}
        value={subject}
        onChange={(event) => onSubject(event.target.value)}
      />
      <label htmlFor={`${id}-body`} className="form-label">
        {texts.body}
      </label>
      <textarea
        id={`${id}-body`}
        className="form-control"
        rows={rows}
        required
        aria-describedby={`${id}-hint`}
        value={body}
        onChange={(event) => onBody(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-text">
        {hint}
      </p>
    </>
  );
}
