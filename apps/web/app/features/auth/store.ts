import type { User } from '@constelaciones/contract';
import { ApiError, whenSessionRefused } from '../../lib/api';
import {
  clearStoredSession,
  readAdminToken,
  readToken,
  STORAGE_KEYS,
  storeSession,
  storeUser,
} from '../../lib/session-storage';

/** The spec's auth state (user, token, isLogged), while `loading` until the stored session is checked. */
export interface AuthState {
  loading: boolean;
  user: User | null;
  token: string | null;
  isLogged: boolean;
  /** The admin profile, loaded when an admin token is stored. */
  admin: User | null;
}

const LOADING: AuthState = { loading: true, user: null, token: null, isLogged: false, admin: null };
const LOGGED_OUT: AuthState = { ...LOADING, loading: false };

/**
 * The account calls, loaded when there is a token to check or a call to make: the typed client and the
 * contract's endpoint table pull zod, which must stay out of an anonymous visitor's first load (this store is
 * in it). A failed load throws like a call with no answer (status 0).
 */
const accountApi = () => import('./api').catch(() => Promise.reject(new ApiError(0, {})));

let state = LOADING;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the server and the hydrating page see the loading state. */
export const authStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => LOADING,
};

async function loadAdminProfile(): Promise<void> {
  const tokenAdmin = readAdminToken();
  if (!tokenAdmin) return;
  try {
    const { admin } = await (await accountApi()).adminProfile(tokenAdmin);
    if (state.isLogged) setState({ ...state, admin });
  } catch {
    // Not (or no longer) an admin: the rest of the session is unaffected.
  }
}

/** Login success: stores token and user (spec section 4). */
export function logIn(token: string, user: User): void {
  storeSession(token, user);
  setState({ loading: false, user, token, isLogged: true, admin: null });
  void loadAdminProfile();
}

/** An update replaces the user. */
export function updateUser(user: User): void {
  storeUser(user);
  setState({ ...state, user });
}

/**
 * Asks the server for the session's user again, e.g. with the modules paid since the page loaded (a transfer
 * the owner confirmed, a provider's payment). A refused session ends as on any call; no answer changes nothing.
 */
export async function refreshUser(): Promise<void> {
  const { token } = state;
  if (!token) return;
  try {
    const { user } = await (await accountApi()).relogged(token);
    if (state.token === token) updateUser(user);
  } catch {
    // The stored user stays; the next page load checks the session again.
  }
}

/** Back to no user, no token, not logged, with the stored session removed. */
export function endSession(): void {
  clearStoredSession();
  setState(LOGGED_OUT);
}

whenSessionRefused(() => {
  if (state.isLogged) endSession();
});

/** Logout: the server revokes the token (a failure there must not keep anyone logged in here). */
export async function logOut(): Promise<void> {
  const { token } = state;
  if (token)
    await accountApi()
      .then((calls) => calls.logOut(token))
      .catch(() => undefined);
  endSession();
}

async function relogin(): Promise<void> {
  const token = readToken();
  if (!token) return setState(LOGGED_OUT);
  try {
    const { user } = await (await accountApi()).relogged(token);
    // A login that finished meanwhile wins over the stored session.
    if (state.loading) logIn(token, user);
  } catch (error) {
    if (!state.loading) return;
    // The server refused the token: end the session (spec: "otherwise it logs out and clears the token").
    // No answer at all (offline, or the page left mid-request) says nothing about the token: keep it for
    // the next page load and show this one logged out.
    if (error instanceof ApiError && error.status === 0) setState(LOGGED_OUT);
    else endSession();
  }
}

let restoring: Promise<void> | undefined;

/**
 * The relogin on app start, run once per page load; resolves with the state once it is known, so that
 * guards of logged-in routes can wait for it.
 */
export async function restoreSession(): Promise<AuthState> {
  restoring ??= relogin();
  await restoring;
  return state;
}

/** Follows logins and logouts made in other tabs of the site. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    if (!event.newValue) {
      if (state.isLogged) setState(LOGGED_OUT);
      return;
    }
    if (event.newValue !== state.token) {
      setState(LOADING);
      restoring = relogin();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
