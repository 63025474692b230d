import { useNavigate } from 'react-router';
import type { Route } from './+types/recover-password';
import { showSuccess } from '../components/ui/popups';
import { AuthPage } from '../features/auth/components/AuthPage';
import { NewPasswordForm } from '../features/auth/components/NewPasswordForm';
import { accountMeta } from '../features/auth/meta';
import { loginNotice } from '../features/auth/notice';
import { paths } from '../lib/paths';

const TITLE = 'Nueva contraseña';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, TITLE);

export default function RecoverPassword({ params }: Route.ComponentProps) {
  const navigate = useNavigate();

  const changed = (msg: string) => {
    void showSuccess(msg);
    void navigate(paths.login, { replace: true, state: loginNotice({ ok: true, msg }) });
  };

  return (
    <AuthPage title={TITLE} intro="Elegí una nueva contraseña para tu cuenta.">
      <NewPasswordForm uuid={params.uuid} onChanged={changed} />
    </AuthPage>
  );
}
