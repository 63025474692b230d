import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReadMail } from './mime';

export interface TestMailbox {
  /** SMTP_URL for the app. */
  url: string;
  /** Every message received so far. */
  received: ReadMail[];
  /** Every transaction begun so far (MAIL FROM), with its recipient once given, in the order they began. */
  begun: Transaction[];
  /** The next message to `to` (and with `subjectPart` in its subject) not returned before. */
  waitForMail(to: string, subjectPart?: string, timeoutMs?: number): Promise<ReadMail>;
  /** The server answers '450' (busy, try later) to these recipients, until called again without them. */
  busy(addresses: string[]): void;
  /** The mail server goes down: connections to its port are refused until `up`. */
  down(): Promise<void>;
  /** Back on the same port. */
  up(): Promise<void>;
  /**
   * From now on each message to a recipient `slowFor` picks (all unless told) takes `ms`, half at RCPT TO and
   * half at the end of DATA, so that no single wait nears the client's socket timeout (30 s): a mail server
   * under load.
   */
  slowDown(ms: number, slowFor?: (address: string) => boolean): void;
  /** A slowed-down mailbox stops taking its time, at once for the messages it is taking now too. */
  hurry(): void;
  close(): Promise<void>;
}

export interface Transaction {
  /** Date.now() at its MAIL FROM. */
  at: number;
  to?: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests follow links as a person would. A
 * message whose client hung up before the server's final answer is not kept, as a mail server drops it.
 */
export async function startMailbox(): Promise<TestMailbox> {
  const received: ReadMail[] = [];
  const begun: Transaction[] = [];
  const taken = new Set<ReadMail>();
  let busy = new Set<string>();
  // The waits of a slowed-down mailbox, cut short by `hurry`.
  let delayMs = 0;
  let slowFor = (_address: string) => true;
  const waiting = new Set<() => void>();
  const wait = (to: string | undefined) =>
    new Promise<void>((resolve) => {
      if (delayMs === 0 || !to || !slowFor(to)) return resolve();
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, delayMs / 2);
      waiting.add(done);
    });
  const transactions = new Map<string, Transaction>();
  const hungUp = new Set<string>();
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onMailFrom(_address, session, callback) {
        const transaction: Transaction = { at: Date.now() };
        begun.push(transaction);
        transactions.set(session.id, transaction);
        callback();
      },
      onRcptTo(address, session, callback) {
        const transaction = transactions.get(session.id);
        const to = address.address.toLowerCase();
        if (transaction) transaction.to = to;
        void wait(to).then(() => {
          if (!busy.has(to)) return callback();
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
        });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void wait(transactions.get(session.id)?.to).then(() => {
            if (!hungUp.has(session.id)) received.push(readMail(Buffer.concat(chunks).toString('utf8')));
            callback();
          });
        });
      },
      onClose(session) {
        hungUp.add(session.id);
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
    begun,
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
    slowDown(ms, only = () => true) {
      delayMs = ms;
      slowFor = only;
    },
    hurry() {
      delayMs = 0;
      for (const done of [...waiting]) done();
    },
    down: close,
    async up() {
      server = carryOn(newServer());
      await listen(port);
    },
    close,
  };
}
