import { and, eq } from 'drizzle-orm';
import { personalDataMessages, type User } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { modules, purchases } from '../../db/schema';
import type { UserRow } from './repository';

/** The modules an account owns: those of its paid purchases. */
async function ownedModules(db: Db, userId: string): Promise<User['modules']> {
  const rows = await db
    .selectDistinct({ _id: modules.id, title: modules.title })
    .from(purchases)
    .innerJoin(modules, eq(modules.id, purchases.inscriptionId))
    .where(
      and(eq(purchases.userId, userId), eq(purchases.inscriptionModel, 'Module'), eq(purchases.pay, true)),
    );
  return rows;
}

/**
 * The user as the API shows it (the contract's userSchema): never the password hash or dates of the account.
 * `name` is the full name, or the username while the profile has none, so the menu always has a label.
 */
export async function userView(db: Db, row: UserRow): Promise<User> {
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName || row.username,
    username: row.username,
    email: row.email,
    phone: row.phone,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    avatar: row.avatar,
    role: row.role,
    modules: await ownedModules(db, row.id),
  };
}

/**
 * The account as its audit entries record it: only these fields, named one by one, so that a password hash
 * (or any secret column added later) can never reach the audit log.
 */
export const auditedUser = (row: UserRow) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  phone: row.phone,
  country: row.country,
  avatar: row.avatar,
  confirmed: row.confirmedAt !== null,
  constellatorConsent: row.constellatorConsent,
  constellatorShowsEmail: row.constellatorShowsEmail,
  constellatorShowsPhone: row.constellatorShowsPhone,
});

/**
 * What the audit entries about an account say of the person once it is deleted: auditedUser's fields
 * that tell who she was, replaced; the rest (role, consents, what changed when) stays.
 */
export const DELETED_ACCOUNT = {
  username: personalDataMessages.deletedName,
  email: '',
  firstName: personalDataMessages.deletedName,
  lastName: '',
  dateOfBirth: null,
  phone: '',
  country: '',
  avatar: '',
} satisfies Partial<Record<keyof ReturnType<typeof auditedUser>, string | null>>;
