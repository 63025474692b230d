/**
 * The server's log as features write to it: Fastify's logger (`app.log`, `request.log`) is one, and a test may
 * pass a silent one. Details first, then the message, as pino takes them.
 */
export interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
