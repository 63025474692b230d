import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errorMessage';

interface Props {
  /** Asks the server for the file and hands it to the browser. */
  download: () => Promise<void>;
  className?: string;
  children: ReactNode;
}

/** A button that downloads a file the server writes (a CSV list, her data), with the failure's message under it. */
export function DownloadButton({ download, className = 'btn btn-primary', children }: Props) {
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
      <button type="button" className={className} disabled={busy} onClick={() => void start()}>
        {children}
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
