import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/auth-callback';
import { AuthPage } from '../features/auth/components/AuthPage';
import { accountMeta } from '../features/auth/meta';
import { SOCIAL_LOGIN_CHANNEL, type SocialLoginMessage } from '../features/auth/socialLogin';
import { paths } from '../lib/paths';

const TITLE = 'Inicio de sesión';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, TITLE);

/** Reads what the identity provider put in the address's fragment (never sent to any server). */
function readProviderAnswer(hash: string): SocialLoginMessage {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = answer.get('id_token');
  const state = answer.get('state');
  if (idToken && state) return { idToken, state };
  return { error: answer.get('error') ?? 'missing_id_token' };
}

/**
 * The popup's landing page after the identity provider: hands the answer to the login page that opened it
 * (pages of this origin only) and closes.
 */
export default function AuthCallback() {
  useEffect(() => {
    const answer = readProviderAnswer(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const channel = new BroadcastChannel(SOCIAL_LOGIN_CHANNEL);
    channel.postMessage(answer);
    channel.close();
    window.close();
  }, []);

  return (
    <AuthPage title={TITLE}>
      <p className="text-center" role="status">
        Completando el inicio de sesión...
      </p>
      <p className="text-center mb-0">
        Si esta ventana no se cierra sola, <Link to={paths.login}>volvé a iniciar sesión</Link>.
      </p>
    </AuthPage>
  );
}
