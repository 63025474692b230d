import { useState } from 'react';
import { Link } from 'react-router';
import { newsletterEndpoints } from '@constelaciones/contract';
import { newsletterMessages as words } from '@constelaciones/contract/newsletter-messages';
import type { Route } from './+types/novedades-baja';
import { PageSpinner } from '../components/ui/PageSpinner';
import { AuthPage } from '../features/auth/components/AuthPage';
import { ResultAlert, type Result } from '../features/auth/components/ResultAlert';
import { call } from '../lib/client';
import { errorMessage } from '../lib/errorMessage';
import { paths } from '../lib/paths';

export const meta: Route.MetaFunction = () => [
  { title: words.unsubscribeTitle },
  { name: 'robots', content: 'noindex' },
];

/** Whose link it is: opening the page changes nothing (a mail scanner may open it); the button does. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return {
      subscription: await call(newsletterEndpoints.subscription, { params: { token: params.token } }),
    };
  } catch (error) {
    return { failure: errorMessage(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AuthPage title={words.unsubscribeTitle}>
      <PageSpinner label={words.unsubscribeTitle} />
    </AuthPage>
  );
}

/** /novedades/baja/{token}: every newsletter's way out, without logging in. */
export default function NewsletterUnsubscribe({ loaderData, params }: Route.ComponentProps) {
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);
  const { subscription } = loaderData;
  const failure = 'failure' in loaderData ? loaderData.failure : undefined;

  async function unsubscribe() {
    setBusy(true);
    try {
      const { msg } = await call(newsletterEndpoints.unsubscribe, { params: { token: params.token } });
      setResult({ ok: true, msg });
    } catch (error) {
      setResult({ ok: false, msg: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPage title={words.unsubscribeTitle}>
      {failure ? (
        <ResultAlert result={{ ok: false, msg: failure }} />
      ) : result ? (
        <ResultAlert result={result} />
      ) : subscription && !subscription.subscribed ? (
        <p className="text-center">{words.alreadyOut}</p>
      ) : (
        subscription && (
          <div className="text-center">
            <p>{words.unsubscribeQuestion(subscription.email)}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void unsubscribe()}
            >
              {words.unsubscribeButton}
            </button>
          </div>
        )
      )}
      <p className="text-center mt-3 mb-0">
        <Link to={paths.home}>Ir al inicio</Link>
      </p>
    </AuthPage>
  );
}
