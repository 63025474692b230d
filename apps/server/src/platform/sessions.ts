/* Sessions: the bearer token's account, a login opened, one session or all of an account's ended. */
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Role } from '@constelaciones/contract';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

export interface SessionUser {
  id: string;
  role: Role;
  sessionId: string;
}

const DAY_MS = 24 * 60 * 60_000;
/** How long a login lasts at most, used or not. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session not used for this long has ended (sliding: each use starts it again). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A session's last use is written at most once in this interval, not on every request. */
export const SESSION_TOUCH_MS = 60 * 60_000;

const ago = (ms: number) => new Date(Date.now() - ms);

/**
 * The user behind a bearer token, if the session is alive: not revoked, within its lifetime and used in the
 * last 7 days. Using it keeps it alive (the date is rewritten at most once an hour).
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastUsedAt, ago(SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { lastUsedAt, ...user } = row;
  if (lastUsedAt < ago(SESSION_TOUCH_MS)) {
    // Guarded, so that requests arriving together write once.
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(sessions.id, user.sessionId), lt(sessions.lastUsedAt, ago(SESSION_TOUCH_MS))));
  }
  return user;
}

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

/**
 * Logs an account out everywhere, e.g. after its password changed; or everywhere but the session `except`
 * ('Cerrar sesión en los demás dispositivos').
 */
export async function revokeUserSessions(db: Db, userId: string, except?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}
