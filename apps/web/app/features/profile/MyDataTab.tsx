import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@constelaciones/contract/messages';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { errorMessage } from '../../lib/errorMessage';
import { paths } from '../../lib/paths';
import { DownloadButton } from '../../components/ui/DownloadButton';
import { downloadMyData, myData } from './api';
import { DeleteAccount } from './DeleteAccount';

const text = messages.personalData;

/**
 * The profile's 'Mis datos' (issue 21; Ley 25.326, arts. 14 and 16): her copy of what the site holds about her, to
 * download or read, and the deletion of her account. Read when the tab opens: how she confirms a deletion depends
 * on whether her account has a password.
 */
export function MyDataTab() {
  const titleId = useId();
  const [hasPassword, setHasPassword] = useState<boolean>();
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    myData().then(
      (data) => current && setHasPassword(data.account.hasPassword),
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <section aria-labelledby={titleId} className="mb-4">
        <h2 id={titleId} className="h4">
          {text.title}
        </h2>
        <p>{text.intro}</p>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <DownloadButton download={downloadMyData}>{text.download}</DownloadButton>
          <Link to={paths.myData} className="btn btn-outline-primary">
            {text.view}
          </Link>
        </div>
      </section>
      {error ? (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      ) : hasPassword === undefined ? (
        <PageSpinner label="Cargando..." />
      ) : (
        <DeleteAccount hasPassword={hasPassword} />
      )}
    </>
  );
}
