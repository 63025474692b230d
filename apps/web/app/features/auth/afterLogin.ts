import { useNavigate, useSearchParams } from 'react-router';
import { messages, type LoginResponse } from '@constelaciones/contract';
import { showSuccess } from '../../components/ui/popups';
import { redirectTarget } from './redirect';
import { logIn } from './store';

/**
 * What follows a login (spec sections 2 and 4): the session is stored, 'Bienvenido' shows, and the visitor
 * goes to `redirectTo` (a path of this site) or to the home page, which is loaded afresh once the popup has
 * closed.
 * After a social login the visitor goes back one page instead, without reload.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');

  const welcome = ({ token, user }: LoginResponse) => {
    logIn(token, user);
    return showSuccess(messages.auth.welcome);
  };

  return {
    afterLogin(session: LoginResponse) {
      const target = redirectTarget(redirectTo);
      const shown = welcome(session);
      void navigate(target);
      // The target itself is loaded afresh once 'Bienvenido' has closed (about 1.5 s after it shows). Not on a
      // clock started before the popup, whose code loads on demand: on a slow connection the page would leave
      // before the popup showed, or reload the login page before the navigation arrived.
      void shown.finally(() => window.location.assign(target));
    },
    afterSocialLogin(session: LoginResponse) {
      void welcome(session);
      // React Router numbers its history entries: 0 means the visitor arrived here from another site.
      const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (redirectTo || entry === 0) void navigate(redirectTarget(redirectTo));
      else void navigate(-1);
    },
  };
}
