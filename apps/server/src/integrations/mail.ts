import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message to one person, in plain text and simple HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a message went: `outboxFile` when it was written to disk instead of sent. */
export interface MailReceipt {
  outboxFile?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<MailReceipt>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials and options, as nodemailer reads it; unset writes to outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** Sends over SMTP when configured; otherwise writes each message as an .eml file, so accounts work offline. */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
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
        await transport.sendMail({ from, ...mail });
        return {};
      },
    };
  }
  // The stream transport builds the same MIME message SMTP would carry, without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await composer.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const outboxFile = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(outboxFile, message as Buffer);
      return { outboxFile };
    },
  };
}

/** The sender when MAIL_FROM is unset: the site owner's name on an address nobody reads. */
export const defaultSender = (ownerName: string) =>
  `"${ownerName.replace(/["\\]/g, '')}" <no-responder@localhost>`;

interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Sends without making the caller wait: answers then take the same time whether or not a message goes out
 * (no hint that an e-mail is registered), and a slow mail server never slows the site. Failures are logged;
 * messages written to the outbox are logged with their links, so accounts can be confirmed offline.
 */
export interface MailSender {
  send(mail: Mail, log: MailLog): void;
  /**
   * Composes a message in the background, then sends it; nothing when `compose` gives nothing. For work
   * that happens only for some addresses (a registered one): the answer never waits for it, so its time
   * tells nothing.
   */
  sendLater(compose: () => Promise<Mail | undefined>, log: MailLog): void;
  /** Waits for the messages still being composed or going out (before shutting down). */
  drain(): Promise<void>;
}

export function backgroundSender(mailer: Mailer): MailSender {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const deliver = (mail: Mail, log: MailLog) =>
    mailer.send(mail).then(({ outboxFile }) => {
      if (outboxFile)
        log.info(
          { to: mail.to, file: outboxFile, links: linksIn(mail.text) },
          `correo guardado: ${mail.subject}`,
        );
    });
  return {
    send(mail, log) {
      track(
        deliver(mail, log).catch((error: unknown) =>
          log.error({ err: error, to: mail.to }, `no se pudo enviar el correo: ${mail.subject}`),
        ),
      );
    },
    sendLater(compose, log) {
      // After this turn of the event loop, so that not even its first statement runs before the answer.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((mail) => mail && deliver(mail, log))
        .catch((error: unknown) => log.error({ err: error }, 'no se pudo preparar o enviar un correo'));
      track(work);
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
