import type { User } from '@constelaciones/contract';

/** How the site names the user: the full name once the profile has it, the username before. */
export const displayName = (user: Pick<User, 'name' | 'username'>): string =>
  user.name.trim() || user.username;
