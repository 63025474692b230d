import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/confirm';
import { PageSpinner } from '../components/ui/PageSpinner';
import { showErrorToast } from '../components/ui/popups';
import { AuthPage } from '../features/auth/components/AuthPage';
import { confirmAccount } from '../features/auth/api';
import { ResultAlert, type Result } from '../features/auth/components/ResultAlert';
import { accountMeta } from '../features/auth/meta';
import { loginNotice } from '../features/auth/notice';
import { errorMessage } from '../lib/errorMessage';
import { paths } from '../lib/paths';

const TITLE = 'Confirmación de cuenta';
/** Long enough to read the message before the login page. */
const LOGIN_DELAY_MS = 2500;

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, TITLE);

/** The link's token is single use: it is sent once, when the page opens. */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<Result> {
  try {
    const { msg } = await confirmAccount(params.uuid);
    return { ok: true, msg };
  } catch (error) {
    return { ok: false, msg: errorMessage(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AuthPage title={TITLE}>
      <PageSpinner label="Confirmando tu cuenta..." />
    </AuthPage>
  );
}

/**
 * Shows the server's answer (a failure also as an error toast, spec section 8), then goes to the login page,
 * which repeats it.
 */
export default function Confirm({ loaderData: result }: Route.ComponentProps) {
  const navigate = useNavigate();

  useEffect(() => {
    if (!result.ok) void showErrorToast(result.msg);
    const timer = window.setTimeout(
      () => void navigate(paths.login, { replace: true, state: loginNotice(result) }),
      LOGIN_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

  return (
    <AuthPage title={TITLE}>
      <ResultAlert result={result} />
      <p className="text-center mb-0">
        <Link to={paths.login} replace state={loginNotice(result)}>
          Ir a iniciar sesión
        </Link>
      </p>
    </AuthPage>
  );
}
