import { Link } from 'react-router';
import { formatDate, formatTime } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import type { Route } from './+types/my-data';
import { PageSpinner } from '../components/ui/PageSpinner';
import { requireUser } from '../features/auth/guard';
import { accountMeta } from '../features/auth/meta';
import { downloadMyData, myData } from '../features/profile/api';
import { DownloadButton } from '../components/ui/DownloadButton';
import { MyDataSummary } from '../features/profile/MyDataSummary';
import { paths } from '../lib/paths';

const text = messages.personalData;

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, text.title);

/** Read each time the page opens: what the site holds now. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return { data: await myData() };
}

export function HydrateFallback() {
  return <PageSpinner label="Cargando tus datos..." />;
}

/** 'Ver mis datos' (/profile/mis-datos): the readable copy of her data, to print or download. */
export default function MyDataPage({ loaderData: { data } }: Route.ComponentProps) {
  return (
    <div className="container py-4 py-md-5 profile-page my-data">
      <p className="no-print">
        <Link to={paths.profile}>Volver a Mi Perfil</Link>
      </p>
      <h1 className="page-title">{text.summaryTitle}</h1>
      <p>
        Lo que el sitio guarda sobre vos el {formatDate(data.generatedAt)} a las{' '}
        {formatTime(data.generatedAt)}. Tu contraseña no aparece: el sitio la guarda cifrada y nadie puede
        leerla.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-4 no-print">
        <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
          {text.print}
        </button>
        <DownloadButton download={downloadMyData}>{text.download}</DownloadButton>
      </div>
      <MyDataSummary data={data} />
    </div>
  );
}
