import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  NEWSLETTER_CONSENT,
  newsletterMessages as words,
  type NewsletterState,
  type NewsletterSubscriber,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { newsletterSubscribers as subscribers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { newToken } from '../../lib/tokens';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** How many of the list the owner's tab shows at once: the newest that match her search. */
const SHOWN = 100;

/** An address as the list keeps it: trimmed, in lower case (one row per person, however she typed it). */
export const listAddress = (email: string) => email.trim().toLowerCase();

/** A new row's secret: the random part of her links, one per subscriber. */
export const subscriberToken = () => newToken().token;

/** A row as the owner's list shows it. */
export const toSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  _id: row.id,
  email: row.email,
  state: row.state,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/** The list's rows and the changes of one person's: every query of the subscribers, in `db` (a transaction). */
export function subscriberRepository(db: Db) {
  return {
    /** Her row, locked until the transaction ends: her changes one after the other. */
    async lockedByEmail(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email)).for('update');
      return row;
    },

    /** The row of a link's token, locked for a change unless only read. */
    async byToken(token: string, { lock = true } = {}): Promise<SubscriberRow> {
      const query = db.select().from(subscribers).where(eq(subscribers.token, token)).$dynamic();
      const [row] = await (lock ? query.for('update') : query);
      if (!row) throw notFound(words.linkInvalid);
      return row;
    },

    /**
     * A new row for `email`, or none when the address is on the list already (an insert at the same moment
     * included): the unique index keeps one row per address.
     */
    async insert(values: Omit<typeof subscribers.$inferInsert, 'token'>): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .insert(subscribers)
        .values({ ...values, token: subscriberToken() })
        .onConflictDoNothing({ target: subscribers.email })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<typeof subscribers.$inferInsert>): Promise<SubscriberRow> {
      const [row] = await db.update(subscribers).set(values).where(eq(subscribers.id, id)).returning();
      return row!;
    },

    /** Deletes one row, answering it; none when it was gone. */
    async remove(id: string): Promise<SubscriberRow | undefined> {
      const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning();
      return row;
    },

    /** The newest `SHOWN` whose address holds `query`, and how many there are in each state. */
    async search(query: string) {
      const matching = query ? ilike(subscribers.email, `%${query.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
      const [rows, states] = await Promise.all([
        db
          .select()
          .from(subscribers)
          .where(matching)
          .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
          .limit(SHOWN),
        db.select({ state: subscribers.state, count: count() }).from(subscribers).groupBy(subscribers.state),
      ]);
      const counts: Record<NewsletterState, number> = { pending: 0, subscribed: 0, unsubscribed: 0 };
      for (const { state, count: howMany } of states) counts[state] = howMany;
      return { subscribers: rows.map(toSubscriber), counts };
    },

    /** Every row, oldest first: the CSV. */
    all: () => db.select().from(subscribers).orderBy(subscribers.createdAt, subscribers.id),

    /** A person's rows: her account's (from her profile) and her address's. */
    of: ({ userId, email }: { userId: string; email: string }) =>
      db
        .select()
        .from(subscribers)
        .where(or(eq(subscribers.userId, userId), eq(subscribers.email, listAddress(email)))),

    /** Deletes a person's rows, consent and all (her account goes). */
    async forget({ userId, email }: { userId: string; email: string }) {
      await db
        .delete(subscribers)
        .where(or(eq(subscribers.userId, userId), eq(subscribers.email, listAddress(email))));
    },
  };
}

/** The confirmed subscribers a newsletter goes to: all, or without those who joined from their profile. */
export const audienceOf = (includeStudents: boolean) =>
  and(
    eq(subscribers.state, 'subscribed'),
    includeStudents ? undefined : sql`${subscribers.source} <> 'profile'`,
  );

/** The consent as she gives it on the form or in her profile, with its time. */
export const givenConsent = (at = new Date()) => ({ consentText: NEWSLETTER_CONSENT, consentAt: at });
