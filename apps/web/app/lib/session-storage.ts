import type { User } from '@constelaciones/contract';

/** The spec's local-storage keys (section 3): the session token, the user, and an admin's token. */
export const STORAGE_KEYS = { token: 'token', user: 'user', tokenAdmin: 'tokenAdmin' } as const;

// Storage may be unavailable (private modes, blocked cookies): the session then lives only in memory.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: see above.
  }
}

export const readToken = () => read(STORAGE_KEYS.token);
export const readAdminToken = () => read(STORAGE_KEYS.tokenAdmin);

export function storeUser(user: User): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Stores a new session; an ADMIN's token is kept under 'tokenAdmin' too. */
export function storeSession(token: string, user: User): void {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.tokenAdmin, user.role === 'ADMIN' ? token : null);
  storeUser(user);
}

export function clearStoredSession(): void {
  Object.values(STORAGE_KEYS).forEach((key) => write(key, null));
}
