import { useOutletContext } from 'react-router';
import type { User } from '@constelaciones/contract';

/** What the logged-in area (routes/logged-in.tsx) gives its screens: the current user, kept up to date. */
export type LoggedInContext = User;

export const useUser = () => useOutletContext<LoggedInContext>();
