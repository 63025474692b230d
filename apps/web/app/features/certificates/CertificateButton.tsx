import { useState } from 'react';
import {
  certificateEndpoints,
  certificateTexts as texts,
  type CertificateRequest,
} from '@constelaciones/contract';
import { showError } from '../../components/ui/popups';
import { download } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';

/** 'Descargar certificado': asks the server for her certificate (issued once) and saves the PDF. */
export function CertificateButton({
  request,
  label = texts.download,
  describedBy,
}: {
  request: CertificateRequest;
  label?: string;
  describedBy?: string;
}) {
  const [busy, setBusy] = useState(false);
  const downloadPdf = async () => {
    setBusy(true);
    try {
      // Issued the first time, the same one after: the PDF the server names.
      await download(certificateEndpoints.issue, { body: request });
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary"
      onClick={() => void downloadPdf()}
      disabled={busy}
      aria-describedby={describedBy}
    >
      {busy ? texts.downloading : label}
    </button>
  );
}
