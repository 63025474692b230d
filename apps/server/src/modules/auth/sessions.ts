import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken } from './tokens';

export interface SessionUser {
  id: string;
  role: Role;
  sessionId: string;
}

/** The user behind a bearer token, if the session is alive. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}
