import { eq } from 'drizzle-orm';
import { AVATAR_FIELD, messages, type ProfileOutput, type User } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { userRepository, type UserRow } from './repository';
import { auditedUser, userView } from './user-view';

/** The session's account is gone (deleted meanwhile): the caller is logged out. */
const noAccount = () => new HttpError(401, messages.server.unauthorized);

/** The account a session names, locked for the write that changes it. */
export async function lockedAccount(tx: Db, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw noAccount();
  return row;
}

/** A person's own profile ('Editar perfil', avatar): each change audited as the account's. */
export function profileService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const { db } = deps.database;
  const write = auditedWrites(deps);
  const entity = 'user';
  // A published graduate's card on /consteladores reads the account: its name, country and avatar follow it.
  const invalidates = 'constellators';

  return {
    /** The caller's account as the API shows it. */
    async view(userId: string): Promise<User> {
      const account = await userRepository(db).findById(userId);
      if (!account) throw noAccount();
      return userView(db, account);
    },

    /** Only the form's fields: the role and the e-mail are not changed here. */
    update(actor: Actor & { id: string }, input: ProfileOutput): Promise<User> {
      return write({
        actor,
        entity,
        invalidates,
        async apply(tx) {
          const current = await lockedAccount(tx, actor.id);
          const updated = await userRepository(tx).update(actor.id, {
            firstName: input.firstName,
            lastName: input.lastName,
            dateOfBirth: input.birthday,
            phone: input.phone,
            country: input.country,
          });
          return {
            result: await userView(tx, updated),
            change: {
              action: 'update',
              entityId: actor.id,
              before: auditedUser(current),
              after: auditedUser(updated),
            },
          };
        },
      });
    },

    /** The new image is stored first; the previous one is removed once the change has committed. */
    replaceAvatar(actor: Actor & { id: string }, image: Buffer | undefined): Promise<string> {
      if (!image) {
        const required = messages.validation.imageRequired;
        throw badRequest(required, { [AVATAR_FIELD]: required });
      }
      return write({
        actor,
        entity,
        invalidates,
        upload: image,
        async apply(tx, avatar) {
          const current = await lockedAccount(tx, actor.id);
          const updated = await userRepository(tx).update(actor.id, { avatar: avatar! });
          return {
            result: updated.avatar,
            change: {
              action: 'update',
              entityId: actor.id,
              before: auditedUser(current),
              after: auditedUser(updated),
            },
            discardedImage: current.avatar || undefined,
          };
        },
      });
    },
  };
}
