import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { authStore, followOtherTabs, restoreSession, type AuthState } from './store';

const AuthContext = createContext<AuthState>(authStore.getServerSnapshot());

/** Restores the stored session when the app starts and shares the auth state with every screen. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getServerSnapshot);
  useEffect(() => {
    void restoreSession();
    return followOtherTabs();
  }, []);
  return <AuthContext value={auth}>{children}</AuthContext>;
}

export const useAuth = () => useContext(AuthContext);
