import { useId, useState } from 'react';
import { messages, siteContentEndpoints } from '@constelaciones/contract';
import { showError, showSuccess } from '../../../components/ui/popups';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

interface Props {
  number: number;
  title: string;
  topics: string[];
}

/** The topics of one module of the training, one per line: its live and its recorded version show the same. */
export function SyllabusForm({ number, title, topics }: Props) {
  const id = useId();
  const [text, setText] = useState(topics.join('\n'));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      await call(siteContentEndpoints.saveTopics, {
        params: { number: String(number) },
        body: { topics: lines },
      });
      setText(lines.join('\n'));
      void showSuccess(messages.siteContent.topicsSaved);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mb-4"
      aria-label={`Temario del ${title}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="form-label" htmlFor={id}>
        Temas del {title}
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={Math.max(3, text.split('\n').length + 1)}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={`${id}-hint`} className="form-text">
        Un tema por línea.
      </div>
      <div className="d-flex justify-content-end mt-2">
        <SubmitButton pending={saving}>Guardar temario</SubmitButton>
      </div>
    </form>
  );
}
