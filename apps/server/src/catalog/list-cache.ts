/**
 * In-memory cache for public lists. Entries expire after a short time so that several instances
 * converge even without an invalidation message; writes invalidate at once. Concurrent misses
 * share one load.
 */
export class ListCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every key starting with the prefix ('' clears all). */
  invalidate(prefix = ''): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
