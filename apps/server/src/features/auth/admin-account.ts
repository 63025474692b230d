import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

/**
 * Makes sure an ADMIN account with this e-mail exists, confirmed, with this password.
 * Runs at start when ADMIN_EMAIL and ADMIN_PASSWORD are set; there are no default credentials.
 */
export async function ensureAdminAccount(db: Db, admin: { email: string; password: string }): Promise<void> {
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'ADMIN',
        passwordHash,
        confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return;
  }
  await insertAdmin(db, { email, passwordHash, firstName: 'Administración' });
}

/** A new ADMIN account, confirmed: its username is the e-mail's local part (at most 15 characters). */
export async function insertAdmin(
  db: Db,
  account: { email: string; passwordHash: string; firstName: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      ...account,
      username: account.email.split('@')[0]!.slice(0, 15),
      role: 'ADMIN',
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Whether the site has an owner: an ADMIN account. */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  return Boolean(row);
}
