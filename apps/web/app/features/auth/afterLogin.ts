import { useNavigate, useSearchParams } from 'react-router';
import { messages, type LoginResponse } from '@constelaciones/contract';
import { showSuccess } from '../../components/ui/popups';
import { redirectTarget } from './redirect';
import { logIn } from './store';

/** The spec's pause before the page reloads after a login. */
const RELOAD_DELAY_MS = 1400;

/**
 * What follows a login (spec sections 2 and 4): the session is stored, 'Bienvenido' shows, and the visitor
 * goes to `redirectTo` (a path of this site) or to the home page, which is loaded afresh after about 1.4
 * seconds.
 * After a social login the visitor goes back one page instead, without reload.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');

  return {
    afterLogin({ token, user }: LoginResponse) {
      logIn(token, user);
      const target = redirectTarget(redirectTo);
      void navigate(target);
      // The target itself is loaded, not the current address: on a slow connection the navigation may not have
      // arrived yet, and a reload would then load the login page again. The pause counts from the moment
      // 'Bienvenido' is on screen (its code loads on first use), so the reload never cuts it short; without
      // the popup's code the page loads at once.
      const reload = () => window.location.assign(target);
      showSuccess(messages.auth.welcome, () => window.setTimeout(reload, RELOAD_DELAY_MS)).catch(reload);
    },
    afterSocialLogin({ token, user }: LoginResponse) {
      logIn(token, user);
      void showSuccess(messages.auth.welcome);
      // React Router numbers its history entries: 0 means the visitor arrived here from another site.
      const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (redirectTo || entry === 0) void navigate(redirectTarget(redirectTo));
      else void navigate(-1);
    },
  };
}
