/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), e.g. two requests racing to
 * create the same account. Drizzle wraps the driver's error in `cause`; PGlite and pg both carry `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
