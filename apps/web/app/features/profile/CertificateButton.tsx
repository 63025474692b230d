import { useState } from 'react';
import { certificateTexts as texts, type CertificateRequest } from '@constelaciones/contract';
import { showError } from '../../components/ui/popups';
import { errorMessage } from '../../lib/errorMessage';
import { downloadCertificate } from './api';

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
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificate(request);
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
      onClick={() => void download()}
      disabled={busy}
      aria-describedby={describedBy}
    >
      {busy ? texts.downloading : label}
    </button>
  );
}
