import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/sessions';
import { purchaseRepository } from '../purchases';

/**
 * Who may watch a module, and so receive its paid `link`: an admin, or a student with a paid purchase of it.
 * Nobody else, logged in or not (docs/payments.md).
 */
export async function mayWatch(db: Db, user: SessionUser | null, moduleId: string): Promise<boolean> {
  if (!user) return false;
  return user.role === 'ADMIN' || purchaseRepository(db).ownsModule(user.id, moduleId);
}
