import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/registro';
import { showSuccess } from '../components/ui/popups';
import { AuthPage } from '../features/auth/components/AuthPage';
import { RegistrationForm } from '../features/auth/components/RegistrationForm';
import { loginNotice } from '../features/auth/notice';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: seoFor(context, {
      section: 'Registro',
      description: 'Creá tu cuenta para inscribirte en talleres y comprar los módulos de la formación.',
      path: paths.register,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Registration() {
  const navigate = useNavigate();

  const registered = (msg: string) => {
    void showSuccess(msg);
    void navigate(paths.login, { state: loginNotice({ ok: true, msg }) });
  };

  return (
    <AuthPage title="Crear una cuenta" intro="Te enviaremos un correo para confirmar tu cuenta.">
      <RegistrationForm onRegistered={registered} />
      <p className="text-center mt-4 mb-0">
        ¿Ya tenés una cuenta? <Link to={paths.login}>Accedé</Link>
      </p>
    </AuthPage>
  );
}
