import { and, eq, isNotNull } from 'drizzle-orm';
import { messages, personalDataMessages } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases, users, waitingList } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { auditedWrites, type Actor, type WriteOutcome } from '../../platform/audited-write';
import { redactAuditEntries } from '../../platform/audit-redaction';
import { passwordMatches, issueEmailToken, accountOfLink } from '../auth';
import type { SessionUser } from '../../platform/sessions';
import { placesMayHaveFreed } from '../capacity';
import { subscriberRepository } from '../newsletter';
import { erasePurchasePeople } from '../purchases';
import type { Dependencies } from '../../platform/dependencies';
import { type UserRow, lockedAccount, DELETED_ACCOUNT } from '../users';
import { accountDeletedMail, deletionLinkMail } from './emails';

const ownerAccount = () => new HttpError(409, personalDataMessages.ownerAccount);

/**
 * Deleting an account (Ley 25.326, art. 16), by the person (her password, or the e-mailed link of an
 * account without one) or by the owner. One transaction: the e-mail that says so is written to the outbox
 * before her address goes (and the copies of her earlier e-mails are dropped); her purchases stay for the
 * owner's accounts with her copied data erased, on them and in their audit entries, and leave the account;
 * the audit entries about the account forget who she was; then the account goes, and with it (by their
 * foreign keys) her sessions, links, social logins, progress, graduate card and waiting lists (a place she
 * held is offered to the next in line). Her avatar is discarded once that commits.
 */
export function accountDeletionService(deps: Dependencies) {
  const { db } = deps.database;
  const write = auditedWrites(deps);

  async function erase(tx: Db, account: UserRow, by: 'self' | 'owner'): Promise<WriteOutcome<undefined>> {
    if (account.role === 'ADMIN') throw ownerAccount();
    const site = await deps.sender.site(tx);
    await deps.mail.forget(tx, account.email);
    // Her subscription to the newsletter, by her account or her address, consent and all.
    await subscriberRepository(tx).forget({ userId: account.id, email: account.email });
    await deps.mail.enqueue(
      tx,
      accountDeletedMail(site, account.email, account.firstName || account.username),
    );
    // Her pending purchases expire and her offers go with the account: their places pass to the waiting
    // lists.
    const freeing = [
      ...(await tx
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, account.id), eq(purchases.state, 'pending')))),
      ...(await tx
        .select()
        .from(waitingList)
        .where(and(eq(waitingList.userId, account.id), isNotNull(waitingList.offerUntil)))),
    ];
    for (const item of freeing) await placesMayHaveFreed(tx, deps.jobs, item);
    const kept = await erasePurchasePeople(tx, eq(purchases.userId, account.id), {
      name: personalDataMessages.deletedName,
      detach: true,
      now: new Date(),
    });
    await redactAuditEntries(tx, 'user', [account.id], DELETED_ACCOUNT);
    await tx.delete(users).where(eq(users.id, account.id));
    return {
      result: undefined,
      // Nothing that names her: the account's id, who asked, how many purchases were kept.
      change: { action: 'delete', entityId: account.id, before: { by, purchasesKept: kept.length } },
      discardedImage: account.avatar || undefined,
    };
  }

  /**
   * The write that deletes the account `find` locks. Her own deletion is recorded with no actor: the entry
   * would otherwise name the account it deletes.
   */
  const deleteAccount = (actor: Actor, by: 'self' | 'owner', find: (tx: Db) => Promise<UserRow>) =>
    write({
      actor,
      entity: 'user',
      // A graduate's card on /consteladores goes with the account.
      invalidates: 'constellators',
      apply: async (tx) => erase(tx, await find(tx), by),
    });

  return {
    /** Confirmed with her password: a wrong one answers 400 and changes nothing. */
    async deleteOwn(user: SessionUser, password: string): Promise<void> {
      const [account] = await db.select().from(users).where(eq(users.id, user.id));
      if (!account) throw new HttpError(401, messages.server.unauthorized);
      if (account.role === 'ADMIN') throw ownerAccount();
      if (account.passwordHash === null) throw new HttpError(409, personalDataMessages.usePasswordless);
      if (!(await passwordMatches(account.passwordHash, password))) {
        throw badRequest(personalDataMessages.wrongPassword, {
          password: personalDataMessages.wrongPassword,
        });
      }
      await deleteAccount({ id: null }, 'self', async (tx) => {
        const locked = await lockedAccount(tx, user.id);
        // The password checked is still the account's (a recovery may have changed it meanwhile).
        if (locked.passwordHash !== account.passwordHash)
          throw badRequest(personalDataMessages.wrongPassword);
        return locked;
      });
    },

    /** An account without a password (a social login) is sent a single-use link instead. */
    async sendLink(user: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        const account = await lockedAccount(tx, user.id);
        if (account.role === 'ADMIN') throw ownerAccount();
        if (account.passwordHash !== null) throw new HttpError(409, personalDataMessages.usePassword);
        const token = await issueEmailToken(tx, account.id, 'delete');
        const site = await deps.sender.site(tx);
        await deps.mail.enqueue(tx, deletionLinkMail(site, account.email, account.username, token));
      });
    },

    /** The e-mailed link, used once: whoever holds it proved the address. */
    deleteByLink: (token: string) =>
      deleteAccount({ id: null }, 'self', (tx) =>
        accountOfLink(tx, token, 'delete', personalDataMessages.linkInvalid),
      ),

    /** The owner, from the student's card, for a request that reached her another way. */
    deleteByOwner: (actor: Actor, id: string) =>
      deleteAccount(actor, 'owner', async (tx) => {
        const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!account) throw notFound();
        return account;
      }),
  };
}
