import { useState, type FormEvent } from 'react';
import { certificateEndpoints, certificateTexts as texts, type Certificate } from '@constelaciones/contract';
import { formatDate } from '@constelaciones/contract/format';
import { showError, showSuccess } from '../../../components/ui/popups';
import { TableRegion } from '../../../components/ui/TableRegion';
import { call, download } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';

interface Props {
  certificates: Certificate[];
  signature: boolean;
}

/** One certificate's 'Revocar': the reason, then the revocation. */
function RevokeForm({
  certificate,
  onRevoked,
}: {
  certificate: Certificate;
  onRevoked: (c: Certificate) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `motivo-${certificate.code}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { certificate: revoked, msg } = await call(certificateEndpoints.revoke, {
        params: { code: certificate.code },
        body: { reason },
      });
      onRevoked(revoked);
      void showSuccess(msg);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  if (!open)
    return (
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setOpen(true)}>
        {texts.revoke}
      </button>
    );
  return (
    <form className="d-flex gap-2 align-items-end" onSubmit={(event) => void submit(event)}>
      <div>
        <label className="form-label small mb-0" htmlFor={id}>
          {texts.reason}
        </label>
        <input
          id={id}
          className="form-control form-control-sm"
          value={reason}
          required
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>
        {busy ? texts.revoking : texts.revoke}
      </button>
    </form>
  );
}

/** 'Certificados': every certificate issued, to download, check, or revoke with a reason. */
export function Certificates({ certificates: initial, signature }: Props) {
  const [certificates, setCertificates] = useState(initial);
  const [search, setSearch] = useState('');
  const find = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCertificates((await call(certificateEndpoints.list, { query: { search } })).certificates);
    } catch (error) {
      void showError(errorMessage(error));
    }
  };
  const replace = (changed: Certificate) =>
    setCertificates((current) => current.map((each) => (each._id === changed._id ? changed : each)));
  return (
    <div>
      <p>{texts.adminIntro}</p>
      {!signature && <p className="alert alert-warning">{texts.signatureMissing}</p>}
      <form className="d-flex gap-2 mb-3" role="search" onSubmit={(event) => void find(event)}>
        <label className="visually-hidden" htmlFor="buscar-certificado">
          {texts.search}
        </label>
        <input
          id="buscar-certificado"
          className="form-control"
          placeholder={texts.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary">
          Buscar
        </button>
      </form>
      {certificates.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <TableRegion label={texts.adminTitle}>
          <table className="table align-middle">
            <caption className="visually-hidden">{texts.adminTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.holder}</th>
                <th scope="col">{texts.what}</th>
                <th scope="col">{texts.issuedAt}</th>
                <th scope="col">{texts.code}</th>
                <th scope="col">{texts.state}</th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {certificates.map((certificate) => (
                <tr key={certificate._id}>
                  <td>{certificate.holderName}</td>
                  <td>{certificate.what}</td>
                  <td>{formatDate(certificate.issuedAt)}</td>
                  <td>
                    <a href={`/verificar/${certificate.code}`}>
                      <code>{certificate.code}</code>
                    </a>
                  </td>
                  <td>
                    {certificate.revokedAt ? (
                      <>
                        {texts.revokedOn(formatDate(certificate.revokedAt))} {texts.reason}:{' '}
                        {certificate.reason}
                      </>
                    ) : (
                      texts.valid
                    )}
                  </td>
                  <td className="d-flex gap-2 flex-wrap">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() =>
                        void download(certificateEndpoints.pdf, { params: { code: certificate.code } }).catch(
                          (error: unknown) => showError(errorMessage(error)),
                        )
                      }
                    >
                      {texts.download}
                    </button>
                    {!certificate.revokedAt && <RevokeForm certificate={certificate} onRevoked={replace} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}
