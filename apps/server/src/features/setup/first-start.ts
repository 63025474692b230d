import { and, eq, gt, sql } from 'drizzle-orm';
import { messages, type SetupOutput } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { setupTokens, siteContent, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites } from '../../platform/audited-write';
import { hasAdmin, insertAdmin, hashPassword } from '../auth';
import { hashToken, newToken } from '../../lib/tokens';
import type { Dependencies } from '../../platform/dependencies';

/** How long the first-start address works. */
export const SETUP_LINK_HOURS = 24;

/** The path of the first-start page; the token follows it. */
export const SETUP_PATH = '/configuracion-inicial';

/**
 * At start, while the site has no owner (no ADMIN account) and no ADMIN_EMAIL/ADMIN_PASSWORD create one: a new
 * single-use address, valid SETUP_LINK_HOURS, that replaces the previous one (only its hash is kept). Returns the
 * address, or undefined when the site has its owner.
 */
export async function issueSetupLink(db: Db, publicUrl: string): Promise<string | undefined> {
  if (await hasAdmin(db)) return undefined;
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SETUP_LINK_HOURS * 3600_000);
  await db
    .insert(setupTokens)
    .values({ id: 1, tokenHash: hash, expiresAt })
    .onConflictDoUpdate({ target: setupTokens.id, set: { tokenHash: hash, expiresAt } });
  return `${publicUrl}${SETUP_PATH}/${token}`;
}

const validToken = (token: string) =>
  and(eq(setupTokens.tokenHash, hashToken(token)), gt(setupTokens.expiresAt, sql`now()`));

/** Whether the address's token still opens the setup page. */
export async function setupLinkWorks(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: setupTokens.id }).from(setupTokens).where(validToken(token)).limit(1);
  return Boolean(row);
}

/**
 * The owner's account from the setup form: ADMIN and confirmed, with her details in `site_content` ('owner').
 * The token is deleted in the same transaction, so of two submissions at once exactly one makes an owner and the
 * other finds no token (404); a failure (an e-mail already in use) keeps the token for another try.
 */
export function completeSetup(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const write = auditedWrites(deps);
  return (token: string, input: SetupOutput): Promise<void> =>
    write({
      actor: 'self',
      entity: 'user',
      // Her name goes into every page's title and the proposed terms at once.
      invalidates: ['site', 'legal'],
      async apply(tx) {
        const [used] = await tx
          .delete(setupTokens)
          .where(validToken(token))
          .returning({ id: setupTokens.id });
        if (!used) throw notFound();
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, input.email))
          .limit(1);
        if (taken) throw new HttpError(409, messages.auth.emailTaken);
        const id = await insertAdmin(tx, {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.name,
        });
        const owner = { name: input.name, profession: '', noticesEmail: input.noticesEmail };
        await tx
          .insert(siteContent)
          .values({ key: 'owner', value: owner, demo: false })
          .onConflictDoUpdate({ target: siteContent.key, set: { value: owner, demo: false } });
        return {
          result: undefined,
          change: { action: 'create', entityId: id, after: { email: input.email, role: 'ADMIN', owner } },
        };
      },
    });
}
