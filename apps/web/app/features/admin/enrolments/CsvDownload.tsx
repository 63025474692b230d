import { useState } from 'react';
import type { PurchaseExportQuery } from '@constelaciones/contract';
import { errorMessage } from '../../../lib/errorMessage';
import { downloadEnrolments } from './api';

/** 'Descargar CSV': the list `of` (a tab or one of its lists) as the server writes it, under 'Buscar alumno'. */
export function CsvDownload({ query, of }: { query: PurchaseExportQuery; of: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function start() {
    setBusy(true);
    setError('');
    try {
      await downloadEnrolments(query);
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
