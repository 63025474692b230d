import { useId, useState } from 'react';
import { newsletterAdminMessages as words, newsletterEndpoints } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

type Answer = Awaited<ReturnType<typeof importFile>>;

const importFile = async (file: File, consent: boolean) =>
  call(newsletterEndpoints.import, { body: { csv: await file.text(), consent } });

/**
 * 'Importar suscriptores': a CSV she brings and her word that these people agreed; then how many joined and each
 * line that did not, with why.
 */
export function ImportSubscribers({ onImported }: { onImported: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState<Answer>();

  async function submit() {
    if (!file) return setError(words.importEmpty);
    setBusy(true);
    setError('');
    setAnswer(undefined);
    try {
      setAnswer(await importFile(file, consent));
      onImported();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="border rounded p-3 mt-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h4 id={`${id}-title`} className="h6">
        {words.importTitle}
      </h4>
      <p className="small">{words.importHint}</p>
      <label htmlFor={`${id}-file`} className="form-label">
        {words.importFile}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv,text/plain"
        className="form-control mb-2"
        onChange={(event) => setFile(event.target.files?.[0])}
      />
      <div className="form-check mb-2">
        <input
          id={`${id}-consent`}
          type="checkbox"
          className="form-check-input"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={`${id}-consent`} className="form-check-label">
          {words.importConsent}
        </label>
      </div>
      <button type="submit" className="btn btn-outline-primary" disabled={busy}>
        {words.importButton}
      </button>
      {error && (
        <p role="alert" className="alert alert-danger mt-3 mb-0">
          {error}
        </p>
      )}
      {answer && (
        <div role="status" className="mt-3">
          <p className="mb-1">{answer.msg}</p>
          {answer.problems.length > 0 && (
            <ul className="small mb-0 import-problems">
              {answer.problems.map((problem) => (
                <li key={`${problem.line}-${problem.text}`}>
                  {words.lineProblem(problem.line, problem.problem)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
