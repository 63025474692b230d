/**
 * Calls `attempt(n)` (n = 1, 2, …) until it resolves, at most `1 + retries` times, so that one hiccup of the
 * browser does not throw away a whole measurement; `beforeRetry(error, n)` runs after each failure that will
 * be retried (e.g. to restart the browser). Resolves to the value and the messages of the failed attempts;
 * rejects with the last error, its message listing the earlier ones, when every attempt failed.
 */
export async function withRetries(attempt, { retries, beforeRetry = async () => {} }) {
  const failures = [];
  for (let n = 1; ; n++) {
    try {
      return { value: await attempt(n), failures };
    } catch (error) {
      if (n > retries) {
        if (failures.length > 0)
          error.message += ` (after ${failures.length} failed attempts: ${failures.join('; ')})`;
        throw error;
      }
      failures.push(error.message);
      await beforeRetry(error, n);
    }
  }
}
