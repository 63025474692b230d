import { useEffect, useId, useState } from 'react';
import {
  formatDate,
  formatTime,
  personalDataEndpoints,
  personalDataMessages,
  type MyData,
} from '@constelaciones/contract';
import { DownloadButton } from '../../components/ui/DownloadButton';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { call, download } from '../../lib/client';
import { errorMessage } from '../../lib/errorMessage';
import { DeleteAccount } from './DeleteAccount';
import { MyDataSummary } from './MyDataSummary';

const text = personalDataMessages;

/**
 * The profile's 'Mis datos' (Ley 25.326, arts. 14 and 16): what the site holds about her, read when the
 * tab opens and shown in sections to read or print, the same as a JSON file to download; then the deletion of
 * her account, confirmed with her password or, for an account without one, by an e-mailed link.
 */
export function MyDataTab() {
  const titleId = useId();
  const [data, setData] = useState<MyData>();
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    call(personalDataEndpoints.myData, {}).then(
      (read) => current && setData(read),
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <section aria-labelledby={titleId} className="my-data">
        <h2 id={titleId} className="h4">
          {text.title}
        </h2>
        <p>{text.intro}</p>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-4 no-print">
          <DownloadButton download={() => download(personalDataEndpoints.myData, {})}>
            {text.download}
          </DownloadButton>
          <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
            {text.print}
          </button>
        </div>
        {error && (
          <p role="alert" className="alert alert-danger">
            {error}
          </p>
        )}
        {!data && !error && <PageSpinner label="Cargando tus datos..." />}
        {data && (
          <>
            <p>
              Lo que el sitio guarda sobre vos el {formatDate(data.generatedAt)} a las{' '}
              {formatTime(data.generatedAt)}. Tu contraseña no aparece: el sitio la guarda cifrada y nadie
              puede leerla.
            </p>
            <MyDataSummary data={data} />
          </>
        )}
      </section>
      {data && <DeleteAccount hasPassword={data.account.hasPassword} />}
    </>
  );
}
