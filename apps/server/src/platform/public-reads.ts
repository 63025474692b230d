/*
 * What features see of the catalog, the cached public reads: interfaces only. The catalog itself (src/catalog/)
 * reads the repositories of the features whose lists it caches and is wired at start (bootstrap.ts).
 */
import type { PublicCatalog, SiteContent } from '@constelaciones/contract';
import type { PublicBody } from '../lib/public-body';
import type { Logger } from '../lib/logger';

/** The public lists, each cached under its key; 'legal:…' keys are the published terms and privacy policy. */
export type CacheKey =
  'activities' | 'articles' | 'courses' | 'modules' | 'constellators' | 'agenda' | 'site' | 'legal';

/** What a write that public pages show calls once it has committed (platform/audited-write.ts does). */
export interface Invalidation {
  /**
   * Clears the cache of `key` (every key when none) at once and, once invalidations are shared, those of the
   * other instances.
   */
  invalidate(key?: CacheKey): void;
}

/** The public API's bodies of the same reads, serialised once per cache fill. */
export interface CatalogBodies {
  activities(): Promise<PublicBody>;
  activity(id: string): Promise<PublicBody | undefined>;
  courses(): Promise<PublicBody>;
  course(id: string): Promise<PublicBody | undefined>;
  articles(): Promise<PublicBody>;
  article(id: string): Promise<PublicBody | undefined>;
  modules(): Promise<PublicBody>;
  constellators(): Promise<PublicBody>;
}

export interface Catalog extends PublicCatalog, Invalidation {
  bodies: CatalogBodies;
  /** What public pages show of her records. */
  site(): Promise<SiteContent>;
  /**
   * Joins the other instances on the database: from now on they hear this catalog's invalidations and it
   * hears theirs (LISTEN/NOTIFY). Returns the function that leaves.
   */
  shareInvalidations(log: Logger): Promise<() => Promise<void>>;
}
