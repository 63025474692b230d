import { eq } from 'drizzle-orm';
import { messages, newsletterMessages as words } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { subscriptionConfirmationMail } from './emails';
import { givenConsent, listAddress, subscriberRepository } from './subscribers';

type Deps = Pick<Dependencies, 'database' | 'images' | 'catalog' | 'mail' | 'sender'>;

/** The logged-in person's account and address. */
async function accountOf(db: Db, userId: string) {
  const [account] = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new HttpError(401, messages.server.unauthorized);
  return account;
}

/** What the audit keeps of a subscriber's change: her state and where she came from, never her address. */
const audited = (row: { state: string; source: string }) => ({ state: row.state, source: row.source });

type Audited = Parameters<typeof audited>[0];

/** A write's answer for a subscriber's row changed from `before` to `after`: nothing to return, one change. */
const updated = (id: string, before: Audited, after: Audited) => ({
  result: undefined,
  change: { action: 'update' as const, entityId: id, before: audited(before), after: audited(after) },
});

/**
 * A subscriber's way in and out (docs/decisions/073-newsletter.md): the form's double opt-in, the e-mailed
 * link, the way out by her link (the page or one click), a student's choice in her profile, and the owner
 * removing one. Each change is one audited write on her row, locked, so two at once make one row.
 */
export function subscriptionService(deps: Deps) {
  const write = auditedWrites(deps);
  const site = { id: null } satisfies Actor;

  return {
    /**
     * 'Recibí las novedades': a new address, one not confirmed yet and one that left get the link (the consent
     * recorded again, with its time); a subscribed one gets nothing. The answer is the same for all: it tells
     * nobody whether an address is on the list.
     */
    async subscribe(typed: string): Promise<void> {
      const email = listAddress(typed);
      await write({
        actor: site,
        entity: 'newsletter-subscriber',
        async apply(tx) {
          const rows = subscriberRepository(tx);
          const inserted = await rows.insert({ email, state: 'pending', source: 'form', ...givenConsent() });
          const existing = inserted ?? (await rows.lockedByEmail(email))!;
          if (!inserted && existing.state === 'subscribed') return { result: undefined };
          const row = inserted ?? (await rows.update(existing.id, { state: 'pending', ...givenConsent() }));
          const mailSite = await deps.sender.site(tx);
          await deps.mail.enqueue(tx, subscriptionConfirmationMail(mailSite, email, row.token));
          if (!inserted) return updated(row.id, existing, row);
          return { result: undefined, change: { action: 'create', entityId: row.id, after: audited(row) } };
        },
      });
    },

    /** The e-mailed link: the address joins the list (again: nothing changes); one that left must ask anew. */
    async confirm(token: string): Promise<void> {
      await write({
        actor: site,
        entity: 'newsletter-subscriber',
        async apply(tx) {
          const rows = subscriberRepository(tx);
          const row = await rows.byToken(token);
          if (row.state === 'unsubscribed') throw new HttpError(410, words.linkInvalid);
          if (row.state === 'subscribed') return { result: undefined };
          const after = await rows.update(row.id, { state: 'subscribed', confirmedAt: new Date() });
          return updated(row.id, row, after);
        },
      });
    },

    /** Whose link it is, for the unsubscribe page. */
    async subscription(token: string) {
      const row = await subscriberRepository(deps.database.db).byToken(token, { lock: false });
      return { email: row.email, subscribed: row.state !== 'unsubscribed' };
    },

    /** Her link's way out: the next newsletter skips her. Again: nothing changes. */
    async unsubscribe(token: string): Promise<void> {
      await write({
        actor: site,
        entity: 'newsletter-subscriber',
        async apply(tx) {
          const rows = subscriberRepository(tx);
          const row = await rows.byToken(token);
          if (row.state === 'unsubscribed') return { result: undefined };
          const after = await rows.update(row.id, { state: 'unsubscribed', unsubscribedAt: new Date() });
          return updated(row.id, row, after);
        },
      });
    },

    /** Whether the logged-in student gets the newsletter (by her account or her address). */
    async mine(user: Actor & { id: string }): Promise<boolean> {
      const rows = await subscriberRepository(deps.database.db).of(
        await accountOf(deps.database.db, user.id),
      );
      return rows.some((row) => row.state === 'subscribed');
    },

    /**
     * Her profile's choice: on puts her address on the list at once (her account's address is proven), with the
     * consent she ticked; off takes it off.
     */
    async choose(user: Actor & { id: string }, subscribed: boolean): Promise<boolean> {
      await write({
        actor: user,
        entity: 'newsletter-subscriber',
        async apply(tx) {
          const email = listAddress((await accountOf(tx, user.id)).email);
          const rows = subscriberRepository(tx);
          const now = new Date();
          const inserted = subscribed
            ? await rows.insert({
                email,
                state: 'subscribed',
                source: 'profile',
                userId: user.id,
                confirmedAt: now,
                ...givenConsent(now),
              })
            : undefined;
          if (inserted) {
            return {
              result: undefined,
              change: { action: 'create', entityId: inserted.id, after: audited(inserted) },
            };
          }
          const existing = await rows.lockedByEmail(email);
          if (!existing || (existing.state === 'subscribed') === subscribed) return { result: undefined };
          const after = await rows.update(
            existing.id,
            subscribed
              ? { state: 'subscribed', userId: user.id, confirmedAt: now, ...givenConsent(now) }
              : { state: 'unsubscribed', unsubscribedAt: now },
          );
          return updated(existing.id, existing, after);
        },
      });
      return subscribed;
    },

    /** The owner's 'Quitar': the row goes, consent and all. */
    async remove(actor: Actor, id: string): Promise<void> {
      await write({
        actor,
        entity: 'newsletter-subscriber',
        async apply(tx) {
          const rows = subscriberRepository(tx);
          const removed = await rows.remove(id);
          if (!removed) throw notFound();
          return { result: undefined, change: { action: 'delete', entityId: id, before: audited(removed) } };
        },
      });
    },

    search: (query: string) => subscriberRepository(deps.database.db).search(query),
  };
}
