import { Link } from 'react-router';
import { newsletterEndpoints } from '@constelaciones/contract';
import { newsletterMessages as words } from '@constelaciones/contract/newsletter-messages';
import type { Route } from './+types/novedades-confirmar';
import { PageSpinner } from '../components/ui/PageSpinner';
import { AuthPage } from '../features/auth/components/AuthPage';
import { ResultAlert, type Result } from '../features/auth/components/ResultAlert';
import { call } from '../lib/client';
import { errorMessage } from '../lib/errorMessage';
import { paths } from '../lib/paths';

const TITLE = 'Suscripción a las novedades';

export const meta: Route.MetaFunction = () => [{ title: TITLE }, { name: 'robots', content: 'noindex' }];

/** The e-mailed link: confirmed once, when the page opens (again: the same answer). */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<Result> {
  try {
    const { msg } = await call(newsletterEndpoints.confirm, { params: { token: params.token } });
    return { ok: true, msg };
  } catch (error) {
    return { ok: false, msg: errorMessage(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AuthPage title={TITLE}>
      <PageSpinner label={words.confirming} />
    </AuthPage>
  );
}

/** /novedades/confirmar/{token}: the double opt-in's last step. */
export default function NewsletterConfirm({ loaderData: result }: Route.ComponentProps) {
  return (
    <AuthPage title={TITLE}>
      <ResultAlert result={result} />
      <p className="text-center mb-0">
        <Link to={paths.newsletter}>{words.archiveBack}</Link>
      </p>
    </AuthPage>
  );
}
