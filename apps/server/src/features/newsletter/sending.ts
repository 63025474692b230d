import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  newsletterAdminMessages as admin,
  type NewsletterDraftInput,
  type NewsletterSummary,
  type OwnerMessageState,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import {
  newsletterRecipients as recipients,
  newsletterSettings,
  newsletterSubscribers as subscribers,
  newsletters,
} from '../../db/schema';
import { outboxState, outboxRowOf } from '../../integrations/mail';
import { badRequest, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { newsletterMail } from './emails';
import { audienceOf } from './subscribers';

type Deps = Pick<Dependencies, 'database' | 'images' | 'catalog' | 'mail' | 'sender'>;

/** Recipients' rows written by one insert: four parameters each. */
const INSERT_CHUNK = 1000;
/** How many of her newsletters the tab lists. */
const HISTORY = 50;

/** Her pace in correos por hora, or null for the site's own. */
export async function readPerHour(db: Db): Promise<number | null> {
  const [row] = await db.select({ perHour: newsletterSettings.perHour }).from(newsletterSettings);
  return row?.perHour ?? null;
}

const state = outboxState();
const mailOf = outboxRowOf(recipients.mailKey, { newsletter: true });

async function summaries(db: Db, ids?: string[]): Promise<NewsletterSummary[]> {
  const rows = await db
    .select()
    .from(newsletters)
    .where(ids ? inArray(newsletters.id, ids) : undefined)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(HISTORY);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ newsletterId: recipients.newsletterId, state, count: count() })
    .from(recipients)
    .leftJoin(...mailOf)
    .where(
      inArray(
        recipients.newsletterId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(recipients.newsletterId, state);
  return rows.map((row) => {
    const of = (wanted: OwnerMessageState) =>
      counts.find((entry) => entry.newsletterId === row.id && entry.state === wanted)?.count ?? 0;
    return {
      _id: row.id,
      subject: row.subject,
      sentAt: row.createdAt.toISOString(),
      includeStudents: row.includeStudents,
      counts: { queued: of('queued'), sent: of('sent'), retrying: of('retrying'), failed: of('failed') },
    };
  });
}

/**
 * Her newsletters (docs/decisions/073-newsletter.md): sending one is one audited write holding the newsletter,
 * its recipients (the confirmed subscribers then) and one e-mail each in the outbox, which sends them in the
 * bulk lane at her pace, after a restart too; each recipient's state is her e-mail's row's. The archive shows
 * what was sent.
 */
export function newsletterService(deps: Deps) {
  const { db } = deps.database;
  const write = auditedWrites(deps);

  return {
    async overview() {
      const [audience, perHour, sent] = await Promise.all([
        db
          .select({
            subscribed: count(),
            students: sql<number>`count(*) filter (where ${subscribers.source} = 'profile')`.mapWith(Number),
          })
          .from(subscribers)
          .where(audienceOf(true)),
        readPerHour(db),
        summaries(db),
      ]);
      return { newsletters: sent, audience: audience[0]!, perHour };
    },

    async send(actor: Actor, input: NewsletterDraftInput & { includeStudents: boolean }) {
      const id = await write({
        actor,
        entity: 'newsletter',
        async apply(tx) {
          const readers = await tx
            .select({ id: subscribers.id, email: subscribers.email, token: subscribers.token })
            .from(subscribers)
            .where(audienceOf(input.includeStudents))
            .orderBy(subscribers.createdAt, subscribers.id);
          if (readers.length === 0) throw badRequest(admin.nobody);
          const [newsletter] = await tx
            .insert(newsletters)
            .values({
              subject: input.subject,
              body: input.body,
              includeStudents: input.includeStudents,
              sentBy: actor.id,
            })
            .returning();
          const site = await deps.sender.site(tx);
          const letter = { subject: input.subject, body: input.body, issueId: newsletter!.id };
          const keys = await deps.mail.enqueueAll(
            tx,
            readers.map((reader) =>
              newsletterMail(site, { ...letter, to: reader.email, token: reader.token }),
            ),
          );
          const rows = readers.map((reader, index) => ({
            newsletterId: newsletter!.id,
            subscriberId: reader.id,
            email: reader.email,
            mailKey: keys[index]!,
          }));
          for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
            await tx.insert(recipients).values(rows.slice(start, start + INSERT_CHUNK));
          }
          const after = {
            _id: newsletter!.id,
            title: input.subject,
            includeStudents: input.includeStudents,
            recipients: readers.length,
          };
          return { result: newsletter!.id, change: { action: 'create', entityId: newsletter!.id, after } };
        },
      });
      const [summary] = await summaries(db, [id]);
      return summary!;
    },

    /** A copy to her notices address, as a subscriber would get it (without a way out: she is not on the list). */
    async test(input: NewsletterDraftInput): Promise<string> {
      const site = await deps.sender.site();
      if (!site.noticesTo) throw badRequest(admin.noNoticesAddress);
      const mail = newsletterMail(site, { ...input, to: site.noticesTo, issueId: null, token: null });
      await deps.mail.enqueue(db, { ...mail, newsletter: false });
      return site.noticesTo;
    },

    async pace(actor: Actor, perHour: number | null): Promise<number | null> {
      return write({
        actor,
        entity: 'newsletter-settings',
        async apply(tx) {
          const before = await readPerHour(tx);
          await tx
            .insert(newsletterSettings)
            .values({ id: 1, perHour })
            .onConflictDoUpdate({ target: newsletterSettings.id, set: { perHour, updatedAt: new Date() } });
          return {
            result: perHour,
            change: { action: 'update', entityId: null, before: { perHour: before }, after: { perHour } },
          };
        },
      });
    },

    /** The archive at /novedades: what she sent, newest first. */
    archive: () =>
      db
        .select({ id: newsletters.id, subject: newsletters.subject, sentAt: newsletters.createdAt })
        .from(newsletters)
        .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
        .then((rows) =>
          rows.map((row) => ({ _id: row.id, subject: row.subject, sentAt: row.sentAt.toISOString() })),
        ),

    async issue(id: string) {
      const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
      if (!row) throw notFound();
      return { _id: row.id, subject: row.subject, body: row.body, sentAt: row.createdAt.toISOString() };
    },
  };
}
