import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type OwnerMessageList,
  type OwnerMessageRecipient,
  type OwnerMessageState,
  type OwnerMessageSummary,
  type ReceivedMessage,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { jobs, ownerMessageRecipients, ownerMessages, purchases, users } from '../../db/schema';
import { outboxRowOf, outboxState } from '../../integrations/mail';

/** A person a message goes to, as her account says now. */
export interface Recipient {
  userId: string;
  firstName: string;
  name: string;
  email: string;
}

type MessageRow = typeof ownerMessages.$inferSelect;

const stateSql = outboxState();
const mailOf = outboxRowOf(ownerMessageRecipients.mailKey);

/** Who messages go to, their copies and their e-mails' states. */
export function ownerMessageRepository(db: Db) {
  return {
    /**
     * The people of one list now: each account (once, however many of its purchases are on it) with a paid
     * purchase of the item (a course's on that date), or a pending one too when asked; erased ones never. By name.
     */
    async recipients({ inscriptionModel, inscription, courseDate, includePending }: OwnerMessageList) {
      const rows = await db
        .selectDistinctOn([users.id], {
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
        })
        .from(purchases)
        .innerJoin(users, eq(users.id, purchases.userId))
        .where(
          and(
            eq(purchases.inscriptionModel, inscriptionModel),
            eq(purchases.inscriptionId, inscription),
            courseDate ? eq(purchases.courseDate, courseDate) : undefined,
            inArray(purchases.state, includePending ? ['paid', 'pending'] : ['paid']),
            isNull(purchases.erasedAt),
          ),
        )
        .orderBy(users.id);
      return rows
        .map((row): Recipient => ({
          userId: row.userId,
          firstName: row.firstName,
          name: `${row.firstName} ${row.lastName}`.trim() || row.username,
          email: row.email,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.email.localeCompare(b.email));
    },

    /** The list's title: the one its newest purchase copied; null when nobody ever bought it. */
    async listTitle({ inscriptionModel, inscription }: OwnerMessageList): Promise<string | null> {
      const [row] = await db
        .select({ title: purchases.inscriptionTitle })
        .from(purchases)
        .where(
          and(eq(purchases.inscriptionModel, inscriptionModel), eq(purchases.inscriptionId, inscription)),
        )
        .orderBy(desc(purchases.createdAt))
        .limit(1);
      return row?.title ?? null;
    },

    /** Messages with how many of their e-mails are in each state: one list's, or the given ones. */
    async summaries(where: { inscription: string; courseDate: string | null } | { ids: string[] }) {
      const filter =
        'ids' in where
          ? inArray(ownerMessages.id, where.ids)
          : and(
              eq(ownerMessages.inscriptionId, where.inscription),
              where.courseDate ? eq(ownerMessages.courseDate, where.courseDate) : undefined,
            );
      const messages = await db
        .select()
        .from(ownerMessages)
        .where(filter)
        .orderBy(desc(ownerMessages.createdAt), desc(ownerMessages.id))
        .limit(50);
      if (messages.length === 0) return [];
      const counts = await db
        .select({
          messageId: ownerMessageRecipients.messageId,
          state: stateSql,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(ownerMessageRecipients)
        .leftJoin(...mailOf)
        .where(
          inArray(
            ownerMessageRecipients.messageId,
            messages.map((message) => message.id),
          ),
        )
        .groupBy(ownerMessageRecipients.messageId, stateSql);
      return messages.map((message) => toSummary(message, counts));
    },

    /** Each recipient of a message with her e-mail's state, by name. */
    async recipientStates(messageId: string): Promise<OwnerMessageRecipient[]> {
      return db
        .select({
          name: ownerMessageRecipients.name,
          email: ownerMessageRecipients.email,
          state: stateSql,
          lastError: jobs.lastError,
        })
        .from(ownerMessageRecipients)
        .leftJoin(...mailOf)
        .where(eq(ownerMessageRecipients.messageId, messageId))
        .orderBy(asc(ownerMessageRecipients.name), asc(ownerMessageRecipients.email));
    },

    /** The messages sent to one person, newest first: her copies in 'Alumnos' (`limit`), or all of them. */
    async received(userId: string, limit?: number): Promise<ReceivedMessage[]> {
      const query = db
        .select({
          id: ownerMessages.id,
          subject: ownerMessages.subject,
          body: ownerMessages.body,
          listTitle: ownerMessages.listTitle,
          createdAt: ownerMessages.createdAt,
        })
        .from(ownerMessageRecipients)
        .innerJoin(ownerMessages, eq(ownerMessages.id, ownerMessageRecipients.messageId))
        .where(eq(ownerMessageRecipients.userId, userId))
        .orderBy(desc(ownerMessages.createdAt), desc(ownerMessages.id))
        .$dynamic();
      const rows = await (limit ? query.limit(limit) : query);
      return rows.map(({ id, createdAt, ...row }) => ({
        _id: id,
        createdAt: createdAt.toISOString(),
        ...row,
      }));
    },
  };
}

function toSummary(
  message: MessageRow,
  counts: { messageId: string; state: OwnerMessageState; count: number }[],
): OwnerMessageSummary {
  const of = (state: OwnerMessageState) =>
    counts.find((row) => row.messageId === message.id && row.state === state)?.count ?? 0;
  return {
    _id: message.id,
    subject: message.subject,
    listTitle: message.listTitle,
    courseDate: message.courseDate,
    includePending: message.includePending,
    createdAt: message.createdAt.toISOString(),
    counts: { queued: of('queued'), sent: of('sent'), retrying: of('retrying'), failed: of('failed') },
  };
}
