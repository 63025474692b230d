import { redirect } from 'react-router';
import type { User } from '@constelaciones/contract';
import { loginHref } from '../../auth/redirect';
import { restoreSession } from '../../auth/store';

/** Only administrators pass (spec section 2, admin guard). */
export const isAdmin = (user: User | null): user is User => user?.role === 'ADMIN';

/**
 * For the clientLoader of every /admin route: waits for the stored session to be checked, then lets an
 * administrator through; anyone else goes to /login, which brings them back here afterwards.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const { user } = await restoreSession();
  if (isAdmin(user)) return user;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginHref(pathname + search));
}
