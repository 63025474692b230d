import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  type LoginOutput,
  type NewPasswordPayload,
  type RegisterPayload,
  type User,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest } from '../../lib/errors';
import { auditedWrites } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { userRepository, type UserRow, auditedUser, userView } from '../users';
import { passwordMatches } from './credentials';
import { confirmationMail, recoveryMail } from './emails';
import { consumeEmailToken, issueEmailToken, type EmailTokenKind } from './email-tokens';
import { hashPassword } from './passwords';
import { createSession, revokeSession, revokeUserSessions, type SessionUser } from '../../platform/sessions';

const { auth } = messages;

const usernameTaken = () => new HttpError(409, auth.usernameTaken, { username: auth.usernameTaken });
const emailTaken = () => new HttpError(409, auth.emailTaken, { email: auth.emailTaken });

/** The links of a password account, e-mailed on request. */
type PasswordLinkKind = Extract<EmailTokenKind, 'confirm' | 'recover'>;

const mailOfLink = { confirm: confirmationMail, recover: recoveryMail } satisfies Record<
  PasswordLinkKind,
  unknown
>;

/** Uses up an e-mailed link's token inside a write: its account as it was, or a 400 saying `invalid`. */
export async function accountOfLink(
  tx: Db,
  token: string,
  kind: EmailTokenKind,
  invalid: string,
): Promise<UserRow> {
  const userId = await consumeEmailToken(tx, token, kind);
  const account = userId && (await userRepository(tx).findById(userId));
  if (!account) throw badRequest(invalid);
  return account;
}

/** A login's outcome: a session, or an account that has not confirmed its e-mail yet. */
export type LoginOutcome = { token: string; user: User } | { unconfirmed: true };

/**
 * Accounts with a password: registration, the e-mailed links (confirmation, recovery) and sessions.
 * Changes to an account are audited as the account's own; sessions and links are not
 * (docs/decisions/025-account-audit.md).
 */
export function accountService(deps: Dependencies) {
  const { database, captcha, mail } = deps;
  const { db } = database;
  const users = userRepository(db);
  const write = auditedWrites(deps);
  const entity = 'user';

  /**
   * E-mails a fresh link of `kind` to the account of `email` when `wanted` says so; earlier links of that
   * kind stop working. All of it after the answer, which is then the same, at the same time, for any address;
   * the link and its e-mail are written in one transaction.
   */
  const sendLinkLater = (
    email: string,
    kind: PasswordLinkKind,
    wanted: (account: UserRow) => boolean,
    log: FastifyBaseLogger,
  ) =>
    mail.later(async () => {
      const account = await users.findByEmail(email);
      if (!account || !wanted(account)) return;
      await db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, account.id, kind);
        await mail.enqueue(
          tx,
          mailOfLink[kind](await deps.sender.site(tx), account.email, account.username, token),
        );
      });
    }, log);

  return {
    /** A new unconfirmed account, and the e-mail with its confirmation link. */
    async register(input: RegisterPayload, ip: string): Promise<void> {
      const { username, email, password, altcha } = input;
      // First, so that no robot learns which usernames or e-mails exist.
      if (!(await captcha.verify(altcha, ip))) {
        throw badRequest(messages.validation.captchaRequired, {
          altcha: messages.validation.captchaRequired,
        });
      }
      if (await users.usernameTaken(username)) throw usernameTaken();
      if (await users.findByEmail(email)) throw emailTaken();
      const passwordHash = await hashPassword(password);
      try {
        await write({
          actor: 'self',
          entity,
          async apply(tx) {
            const account = await userRepository(tx).create({ username, email, passwordHash });
            const token = await issueEmailToken(tx, account.id, 'confirm');
            await mail.enqueue(
              tx,
              confirmationMail(await deps.sender.site(tx), account.email, account.username, token),
            );
            return {
              result: undefined,
              change: { action: 'create', entityId: account.id, after: auditedUser(account) },
            };
          },
        });
      } catch (error) {
        // Someone took the name or the address between the checks and the insert.
        if (isUniqueViolation(error))
          throw (await users.usernameTaken(username)) ? usernameTaken() : emailTaken();
        throw error;
      }
    },

    /** Follows the confirmation link: the token is used up and the account's e-mail proven. */
    confirm(token: string): Promise<void> {
      return write({
        actor: 'self',
        entity,
        async apply(tx) {
          const account = await accountOfLink(tx, token, 'confirm', auth.confirmationInvalid);
          const before = auditedUser(account);
          const after = auditedUser(await userRepository(tx).confirm(account.id));
          // Already confirmed (by a recovery link, say): nothing changed, nothing to record.
          if (before.confirmed) return { result: undefined };
          return { result: undefined, change: { action: 'update', entityId: account.id, before, after } };
        },
      });
    },

    /** Sends the confirmation link again, only to an account that exists and is not confirmed. */
    resendConfirmation(email: string, log: FastifyBaseLogger): void {
      sendLinkLater(email, 'confirm', (account) => !account.confirmedAt, log);
    },

    /** Sends the recovery link when the address has an account. */
    requestRecovery(email: string, log: FastifyBaseLogger): void {
      sendLinkLater(email, 'recover', () => true, log);
    },

    /**
     * Follows the recovery link: a new password, the e-mail proven too, and every session of the account
     * ended. The audit entry says the password changed, never what it is.
     */
    async resetPassword({ password, uuid }: NewPasswordPayload): Promise<void> {
      const passwordHash = await hashPassword(password);
      await write({
        actor: 'self',
        entity,
        async apply(tx) {
          const account = await accountOfLink(tx, uuid, 'recover', auth.recoveryInvalid);
          const accounts = userRepository(tx);
          await accounts.update(account.id, { passwordHash });
          // Following the link proved the address too.
          const after = { ...auditedUser(await accounts.confirm(account.id)), passwordChanged: true };
          await revokeUserSessions(tx, account.id);
          const change = {
            action: 'update',
            entityId: account.id,
            before: auditedUser(account),
            after,
          } as const;
          return { result: undefined, change };
        },
      });
    },

    /** `login` is the username or the e-mail. Refused with 401 whichever of the two is wrong. */
    async logIn({ user: login, password }: LoginOutput): Promise<LoginOutcome> {
      const account = await users.findByLogin(login);
      // Verified even when there is no account, so that both failures take the same time.
      if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
        throw new HttpError(401, auth.invalidCredentials);
      }
      // Told only to whoever knows the password, so it reveals nothing about which accounts exist.
      if (!account.confirmedAt) return { unconfirmed: true };
      const token = await createSession(db, account.id);
      return { token, user: await userView(db, account) };
    },

    logOut: (sessionId: string) => revokeSession(db, sessionId),

    logOutOthers: ({ id, sessionId }: SessionUser) => revokeUserSessions(db, id, sessionId),
  };
}
