/** The error and the ones it wraps: Drizzle wraps the driver's error in `cause`. */
function* causes(error: unknown): Generator<{ code?: unknown; severity?: unknown; message?: unknown }> {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), e.g. two requests racing to
 * create the same account. PGlite and pg both carry `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (const { code } of causes(error)) if (code === '23505') return true;
  return false;
}

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01 (terminated by the
 * administrator, as a restart does), 57P02 (crash of another backend), 57P03 (starting up or shutting down).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[123])$/;
/** The socket's own failures, before PostgreSQL could answer anything. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * What pg and pg-pool say, with no code, when the socket closed under a query, when a client that lost its
 * connection is asked again (Drizzle's ROLLBACK after the failure), and when no connection came in time.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether the database could not be reached, as opposed to a statement it refused: the server restarting, a
 * connection it cut or refused (a FATAL error ends the session: too many connections, a database not accepting
 * them), the network, or the pool waiting too long. Nothing ran, or it was rolled back: trying later is right.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, severity, message } of causes(error)) {
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}
