import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReadMail } from './mime';

export interface TestMailbox {
  /** SMTP_URL for the app. */
  url: string;
  /** Every message received so far. */
  received: ReadMail[];
  /** The next message to `to` (and with `subjectPart` in its subject) not returned before. */
  waitForMail(to: string, subjectPart?: string, timeoutMs?: number): Promise<ReadMail>;
  /** The server answers '450' (busy, try later) to these recipients, until called again without them. */
  busy(addresses: string[]): void;
  /** The mail server goes down: connections to its port are refused until `up`. */
  down(): Promise<void>;
  /** Back on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, so tests follow links as a person would. */
export async function startMailbox(): Promise<TestMailbox> {
  const received: ReadMail[] = [];
  const taken = new Set<ReadMail>();
  let busy = new Set<string>();
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!busy.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(readMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
  /**
   * A client that dies in the middle of a message (a server process killed by a crash test) resets its
   * connection: a mail server drops that message and carries on, it does not stop.
   */
  const carryOn = (server: SMTPServer) => server.on('error', () => {});
  let server = carryOn(newServer());
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => (server.server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subjectPart: string) =>
    received.find(
      (mail) =>
        !taken.has(mail) &&
        mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
        mail.subject.includes(subjectPart),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitForMail(to, subjectPart = '', timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subjectPart);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no llegó ningún correo a ${to} (${subjectPart})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    busy(addresses) {
      busy = new Set(addresses.map((address) => address.toLowerCase()));
    },
    down: close,
    async up() {
      server = carryOn(newServer());
      await listen(port);
    },
    close,
  };
}
