import { useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';

interface Props {
  /** Asks the server for the file and hands it to the browser. */
  download: () => Promise<void>;
  /** The list's name, for screen readers: a tab or one of its lists. */
  of: string;
}

/** 'Descargar CSV': the list `of` as the server writes it, under 'Buscar alumno'. */
export function CsvDownload({ download, of }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function start() {
    setBusy(true);
    setError('');
    try {
      await download();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={busy}
        onClick={() => void start()}
      >
        Descargar CSV<span className="visually-hidden"> de {of}</span>
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
