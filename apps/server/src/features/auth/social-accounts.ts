import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { identities, users } from '../../db/schema';
import type { IdTokenClaims } from '../../integrations/oidc';
import type { RunWrite, WriteOutcome } from '../../platform/audited-write';
import { userRepository, type UserRow, auditedUser } from '../users';

/** A person the provider vouches for: its subject and a verified e-mail. */
export type VerifiedPerson = IdTokenClaims & { email: string };

const USERNAME_MAX = 15;
const USERNAME_MIN = 4;

/** Letters and digits of the name (or of the e-mail before @), without accents, 4 to 15 characters. */
function usernameBase(person: VerifiedPerson): string {
  const source = person.name || `${person.givenName}${person.familyName}` || person.email.split('@')[0]!;
  const plain = source
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return (plain.length >= USERNAME_MIN ? plain : `${plain}usuario`).slice(0, USERNAME_MAX);
}

/**
 * The account of a social login: the one already linked to this identity, else the one with the same
 * e-mail (linked now, never duplicated), else a new confirmed USER account. A link or a new account is one
 * audited write, as the account's own.
 */
export async function socialAccount(
  write: RunWrite,
  issuer: string,
  person: VerifiedPerson,
): Promise<UserRow> {
  const attempt = () =>
    write({ actor: 'self', entity: 'user', apply: (tx) => findOrCreate(tx, issuer, person) });
  try {
    return await attempt();
  } catch (error) {
    // Another request created the same account or link meanwhile: it is there now.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

async function findOrCreate(db: Db, issuer: string, person: VerifiedPerson): Promise<WriteOutcome<UserRow>> {
  const repository = userRepository(db);
  const [linked] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, person.subject)))
    .limit(1);
  if (linked) return { result: linked.user };

  // The audit entry names the provider, not the person's id there.
  const linkedTo = { socialLogin: issuer };
  const existing = await repository.findByEmail(person.email);
  if (existing) {
    // An unconfirmed account may have been registered by someone else with this address: the provider now
    // proves who owns it, so the account is confirmed and the unproven password dropped (recovery sets one).
    const account = existing.confirmedAt
      ? existing
      : await repository.update(existing.id, { confirmedAt: new Date(), passwordHash: null });
    await db
      .insert(identities)
      .values({ userId: account.id, issuer, subject: person.subject })
      .onConflictDoNothing();
    const before = auditedUser(existing);
    const dropped = !existing.confirmedAt && existing.passwordHash !== null;
    const after = { ...auditedUser(account), ...linkedTo, ...(dropped && { passwordRemoved: true }) };
    return { result: account, change: { action: 'update', entityId: account.id, before, after } };
  }

  const account = await repository.create({
    username: await freeUsername(db, usernameBase(person)),
    email: person.email.toLowerCase(),
    firstName: person.givenName,
    lastName: person.familyName,
    role: 'USER',
    confirmedAt: new Date(),
  });
  await db.insert(identities).values({ userId: account.id, issuer, subject: person.subject });
  return {
    result: account,
    change: { action: 'create', entityId: account.id, after: { ...auditedUser(account), ...linkedTo } },
  };
}

/** `base`, or `base` shortened with a number, whichever is not taken yet. */
async function freeUsername(db: Db, base: string): Promise<string> {
  const repository = userRepository(db);
  if (!(await repository.usernameTaken(base))) return base;
  for (;;) {
    const suffix = String(Math.floor(1000 + Math.random() * 9000));
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!(await repository.usernameTaken(candidate))) return candidate;
  }
}
