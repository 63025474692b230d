import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from './tokens';

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

/** How long a login lasts without logging in again. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** Opens a session and returns its bearer token, shown to the client once and never stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Logs an account out everywhere, e.g. after its password changed. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
