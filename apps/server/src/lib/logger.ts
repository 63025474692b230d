/**
 * The server's log as features write to it: Fastify's logger (`app.log`, `request.log`) is one, and a test may
 * pass a silent one. Details first, then the message, as pino takes them.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A log that keeps nothing: until a worker is given the server's, and in tests that read no log. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
