import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/login';
import { AuthPage } from '../features/auth/components/AuthPage';
import { LoginForm } from '../features/auth/components/LoginForm';
import { ResendConfirmation } from '../features/auth/components/ResendConfirmation';
import { SocialLoginButton } from '../features/auth/components/SocialLoginButton';
import { ResultAlert } from '../features/auth/components/ResultAlert';
import { useAfterLogin } from '../features/auth/afterLogin';
import { useLoginNotice } from '../features/auth/notice';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

const RecoveryModal = lazy(() => import('../features/auth/components/RecoveryModal'));
const loadRecoveryModal = () => void import('../features/auth/components/RecoveryModal');

export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: seoFor(context, {
      section: 'Login',
      description: 'Ingresá a tu cuenta para ver tus módulos, inscribirte y comprar.',
      path: paths.login,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Login() {
  const { afterLogin, afterSocialLogin } = useAfterLogin();
  const notice = useLoginNotice();
  const [unconfirmed, setUnconfirmed] = useState<{ user: string; reason: string }>();
  // The modal's code is fetched the first time it is asked for, then it stays mounted to animate.
  const [recovery, setRecovery] = useState<'unused' | 'open' | 'closed'>('unused');

  return (
    <AuthPage title="Iniciar sesión">
      <ResultAlert result={notice} />
      <LoginForm onLoggedIn={afterLogin} onUnconfirmed={(user, reason) => setUnconfirmed({ user, reason })} />
      <p className="text-center mt-3">
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => setRecovery('open')}
          onPointerEnter={loadRecoveryModal}
          onFocus={loadRecoveryModal}
        >
          Olvide mi contraseña
        </button>
      </p>
      {unconfirmed && <ResendConfirmation key={unconfirmed.user} {...unconfirmed} />}
      <SocialLoginButton onLoggedIn={afterSocialLogin} />
      <p className="text-center mt-4 mb-0">
        <Link to={paths.register}>¿Es tu primera vez? Registrate</Link>
      </p>
      {recovery !== 'unused' && (
        <Suspense fallback={null}>
          <RecoveryModal show={recovery === 'open'} onHide={() => setRecovery('closed')} />
        </Suspense>
      )}
    </AuthPage>
  );
}
