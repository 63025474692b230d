import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcLogins } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

/** Time to choose an account in the popup. */
const LOGIN_TTL_MS = 10 * 60_000;

/** Starts a social login: a fresh state and nonce, remembered (the state only hashed) until the popup returns. */
export async function startOidcLogin(db: Db): Promise<{ state: string; nonce: string }> {
  const { token: state, hash } = newToken();
  const { token: nonce } = newToken();
  const now = new Date();
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
  await db
    .insert(oidcLogins)
    .values({ stateHash: hash, nonce, expiresAt: new Date(now.getTime() + LOGIN_TTL_MS) });
  return { state, nonce };
}

/** The nonce issued with `state`, once: the login is forgotten whatever happens next. */
export async function finishOidcLogin(db: Db, state: string): Promise<string | undefined> {
  const [row] = await db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.stateHash, hashToken(state)), gt(oidcLogins.expiresAt, new Date())))
    .returning({ nonce: oidcLogins.nonce });
  return row?.nonce;
}
