import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { and, count, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { OwnerMessageState } from '@constelaciones/contract';
import type { Db } from '../db/client';
import { jobs as jobRows } from '../db/schema';
import { lastAttemptFailed, type JobPriority, type JobQueue, type JobRow } from '../lib/jobs';
import type { Logger } from '../lib/logger';

/** A message to one person, in plain text and simple HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The name it is sent under: the owner's, as she wrote it when the message was written. */
  senderName?: string;
  /** Told to `onDelivered` once a mail server (not the outbox folder) takes it: the owner's test e-mail. */
  proof?: 'test-email';
  /** Files sent with it (a date's `.ics`, an invoice's PDF): kept in the outbox's row like the rest of the message. */
  attachments?: MailAttachment[];
  /**
   * One of many written at once (a message to a list, reminders): it leaves in the queue's bulk lane, after
   * what a person is waiting for (docs/decisions/068-job-leases-and-lanes.md).
   */
  bulk?: boolean;
  /**
   * A newsletter: in the bulk lane too, at the pace she set for newsletters (OutboxOptions.newsletterPerMinute)
   * within the site's own (docs/decisions/073-newsletter.md).
   */
  newsletter?: boolean;
  /** Headers of its own: a newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * A file attached to an e-mail, e.g. `{ filename: 'taller.ics', contentType: 'text/calendar', … }`: its text, or
 * a binary file (a PDF) as Base64 with `encoding: 'base64'`.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/** Where a message went: `outboxFile` when it was written to disk instead of sent. */
export interface MailReceipt {
  outboxFile?: string;
}

export interface Mailer {
  /** Sends with the given Message-ID and date, so that every attempt at one message is the same message. */
  send(mail: OutboxMail): Promise<MailReceipt>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials and options, as nodemailer reads it; unset writes to outboxDir. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender as the operator configured it; a bare address gets the owner's name. */
  from: string | undefined;
  outboxDir: string;
}

/**
 * Sends over SMTP when configured; otherwise writes each message as an .eml file, so accounts work offline.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  const headers = ({
    senderName,
    proof: _proof,
    bulk: _bulk,
    newsletter: _newsletter,
    ...mail
  }: OutboxMail) => ({
    from: senderOf(from, senderName ?? ''),
    ...mail,
  });
  if (smtpUrl) {
    // Bounded waits, so that a mail server that hangs cannot hold a shutdown for minutes.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(headers(mail));
        return {};
      },
    };
  }
  // The stream transport builds the same MIME message SMTP would carry, without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await composer.sendMail(headers(mail));
      await mkdir(outboxDir, { recursive: true });
      // Named after the message: a second attempt at it writes the same file again, never a twin.
      const outboxFile = path.join(
        outboxDir,
        `${mail.date.replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.@-]/g, '')}.eml`,
      );
      await writeFile(outboxFile, message as Buffer);
      return { outboxFile };
    },
  };
}

/**
 * The sender: MAIL_FROM when it names one ('Nombre <dirección>'); otherwise the owner's name on MAIL_FROM's
 * bare address, or on an address nobody reads when MAIL_FROM is unset.
 */
export const senderOf = (configured: string | undefined, ownerName: string) =>
  configured?.includes('<')
    ? configured
    : { name: ownerName.replace(/["\\]/g, ''), address: configured || 'no-responder@localhost' };

/**
 * A message as the outbox keeps it: its Message-ID and date fixed when written, the same at every attempt.
 */
export interface OutboxMail extends Mail {
  messageId: string;
  date: string;
}

/**
 * The site's e-mails (docs/decisions/045-job-queue.md): each written as a row of the job queue in the
 * transaction of the change that causes it, and sent by the worker, which retries with backoff until the mail
 * server takes it. A message keeps one Message-ID across attempts, instances and restarts.
 */
export interface MailOutbox {
  /**
   * Writes the messages to the outbox in `tx`: the transaction of the change that causes them, or the
   * database itself when there is none. They leave only if that commits.
   */
  enqueue(tx: Db, ...mails: Mail[]): Promise<void>;
  /** As `enqueue`, in one statement, answering each message's Message-ID (its row's key), in order. */
  enqueueAll(tx: Db, mails: readonly Mail[]): Promise<string[]>;
  /**
   * Writes one message in `tx` under `key`, once: the same key again (a job run twice) adds nothing. Its
   * Message-ID is made from the key, so the message is the same at every attempt.
   */
  enqueueOnce(tx: Db, key: string, mail: Mail): Promise<void>;
  /**
   * Deletes, in `tx`, the outbox's messages to `address`, sent or not: the copies of a person's e-mails go
   * with her account.
   */
  forget(tx: Db, address: string): Promise<void>;
  /** How many messages the mail server has not taken after a failed attempt: retried, and shown to the owner. */
  failing(db: Db): Promise<number>;
  /**
   * Runs `work` after the answer (after this turn of the event loop, not even its first statement before):
   * for work that happens only for some addresses (a registered one), so the answer's time tells nothing. Its
   * failure is logged.
   */
  later(work: () => Promise<void>, log: Logger): void;
  /** Waits for the work started by `later` (before shutting down). */
  idle(): Promise<void>;
  /** Waits for `later` work, then sends every message due now (tests). */
  drain(): Promise<void>;
}

/** The job kinds of an e-mail in the queue: the site's own, and a newsletter's (paced apart). */
const MAIL = 'mail';
const NEWSLETTER_MAIL = 'newsletter-mail';
const kindOf = (mail: Mail) => (mail.newsletter ? NEWSLETTER_MAIL : MAIL);
/** Every job kind that is an e-mail: what the purge of sent copies and a person's erasure look for. */
export const MAIL_KINDS = [MAIL, NEWSLETTER_MAIL];

export interface OutboxOptions {
  /** The site's address: its host names the Message-IDs. */
  publicUrl: string;
  /** The most messages handed to the mail server a minute, across instances (MAIL_PER_MINUTE); unset: no pace. */
  perMinute?: number;
  /**
   * The pace of newsletters she set, read at each one (undefined: none of their own). A newsletter takes a turn
   * of `perMinute`'s too, after its own: the site's e-mails together never go faster than MAIL_PER_MINUTE.
   */
  newsletterPerMinute?: () => Promise<number | undefined>;
  /** Told of each message with a `proof` that a mail server took. */
  onDelivered?: (mail: OutboxMail) => Promise<void>;
}

const laneOf = (mail: Mail): JobPriority => (mail.bulk || mail.newsletter ? 'bulk' : 'person');

export function mailOutbox(
  jobs: JobQueue,
  mailer: Mailer,
  { publicUrl, perMinute, newsletterPerMinute, onDelivered = async () => {} }: OutboxOptions,
): MailOutbox {
  const host = new URL(publicUrl).hostname;
  const send = async (row: JobRow, log: Logger) => {
    const mail = row.payload as OutboxMail;
    // An owner's notice while the site knows no address for her: nobody to send it to.
    if (!mail.to) return log.warn({ subject: mail.subject }, `aviso sin destinatario: ${mail.subject}`);
    const { outboxFile } = await mailer.send(mail);
    if (outboxFile)
      log.info(
        { to: mail.to, file: outboxFile, links: linksIn(mail.text) },
        `correo guardado: ${mail.subject}`,
      );
    else if (mail.proof) await onDelivered(mail);
  };
  jobs.handle(MAIL, send, { perMinute });
  jobs.handle(NEWSLETTER_MAIL, send, { perMinute: newsletterPerMinute, sharesPaceOf: MAIL });
  async function enqueueAll(tx: Db, mails: readonly Mail[]): Promise<string[]> {
    const date = new Date().toISOString();
    const rows = mails.map((mail) => {
      const messageId = `<${randomUUID()}@${host}>`;
      const payload: OutboxMail = { ...mail, messageId, date };
      return { key: messageId, payload, priority: laneOf(mail) };
    });
    for (const kind of [MAIL, NEWSLETTER_MAIL]) {
      const ofKind = rows.filter((_row, index) => kindOf(mails[index]!) === kind);
      if (ofKind.length > 0) await jobs.addAll(tx, kind, ofKind);
    }
    return rows.map((row) => row.key);
  }
  const pending = new Set<Promise<void>>();
  const idle = async () => {
    await Promise.all(pending);
  };
  return {
    async enqueue(tx, ...mails) {
      await enqueueAll(tx, mails);
    },
    enqueueAll,
    async enqueueOnce(tx, key, mail) {
      const messageId = `<${key.replace(/[^\w.-]/g, '.')}@${host}>`;
      await jobs.add(tx, kindOf(mail), {
        key: `${MAIL}:${key}`,
        payload: { ...mail, messageId, date: new Date().toISOString() },
        priority: laneOf(mail),
      });
    },
    async forget(tx, address) {
      await tx
        .delete(jobRows)
        .where(
          and(
            inArray(jobRows.kind, MAIL_KINDS),
            sql`lower(${jobRows.payload} ->> 'to') = ${address.toLowerCase()}`,
          ),
        );
    },
    async failing(db) {
      const [row] = await db
        .select({ n: count() })
        .from(jobRows)
        .where(and(inArray(jobRows.kind, MAIL_KINDS), lastAttemptFailed));
      return row!.n;
    },
    later(work, log) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'no se pudo preparar un correo'));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
    idle,
    async drain() {
      await idle();
      await jobs.settle();
    },
  };
}

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * A message's state from its row in the outbox, joined by `outboxRowOf`: sent once done (or gone: the purge
 * deletes sent copies after a while), queued before its first attempt, failed when the mail server refused it
 * for good (a 5xx answer; the outbox still retries it, hourly), retrying otherwise (a 4xx answer such as 421 or
 * 450, or no connection).
 */
export const outboxState = () => sql<OwnerMessageState>`case
  when ${jobRows.id} is null or ${jobRows.doneAt} is not null then 'sent'
  when ${jobRows.attempts} = 0 then 'queued'
  when ${jobRows.lastError} ~ '(^|[^0-9])5[0-9][0-9]([^0-9]|$)' then 'failed'
  else 'retrying' end`;

/** The join to the outbox's row of the message whose Message-ID is in `key` (a newsletter's, when said). */
export const outboxRowOf = (key: AnyColumn, { newsletter = false } = {}) =>
  [jobRows, and(eq(jobRows.kind, newsletter ? NEWSLETTER_MAIL : MAIL), eq(jobRows.key, key))] as const;
