import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

/**
 * What an e-mailed link proves: the account's address (confirm), the right to set a password (recover), or to
 * delete an account that has no password (delete).
 */
export type EmailTokenKind = (typeof authTokens.kind.enumValues)[number];

const TTL_MS: Record<EmailTokenKind, number> = {
  confirm: 48 * 60 * 60_000,
  recover: 60 * 60_000,
  delete: 24 * 60 * 60_000,
};

/** A fresh single-use token for a link; earlier unused links of the same kind stop working. */
export async function issueEmailToken(db: Db, userId: string, kind: EmailTokenKind): Promise<string> {
  const { token, hash } = newToken();
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db
    .insert(authTokens)
    .values({ userId, kind, tokenHash: hash, expiresAt: new Date(Date.now() + TTL_MS[kind]) });
  return token;
}

/**
 * Uses up a link's token and returns its account, or undefined when it is unknown, used or expired.
 * One statement, so two requests racing with the same link cannot both succeed.
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  kind: EmailTokenKind,
): Promise<string | undefined> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}
