import { redirect } from 'react-router';
import type { User } from '@constelaciones/contract';
import { loginHref } from './redirect';
import { restoreSession } from './store';

/** For the clientLoader of logged-in routes: the user, or a redirect to /login that comes back here. */
export async function requireUser(request: Request): Promise<User> {
  const { user } = await restoreSession();
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginHref(pathname + search));
}
