import { useLocation } from 'react-router';
import type { Result } from './components/ResultAlert';

/** A result that another screen leaves for the login page (e.g. the account's confirmation), in the history state. */
interface LoginNotice {
  notice: Result;
}

export const loginNotice = (notice: Result): LoginNotice => ({ notice });

export function useLoginNotice(): Result | undefined {
  const state = useLocation().state as Partial<LoginNotice> | null;
  return state?.notice;
}
