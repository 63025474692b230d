// The budgets of docs/architecture.md ("Budgets"), in one place for `npm run bench` and
// scripts/check-budget.mjs. 1 KB = 1000 bytes (the unit Chromium's DevTools show; the stricter reading).

export const KB = 1000;
export const MiB = 1024 * 1024;

export const budgets = {
  /** Home page first load: JavaScript, gzipped. */
  homeJsGzipBytes: 130 * KB,
  /**
   * /dashboard first load, logged in: JavaScript, gzipped (the media player loads only when a module plays).
   */
  dashboardJsGzipBytes: 200 * KB,
  /**
   * Lighthouse, mobile preset, on /, /calendario and /articulos/{id} (0–100): performance is the median of
   * `runs` runs (on 2 shared cores one run's score follows the host, docs/decisions/039-below-the-fold.md and
   * 066-suite-on-two-cores.md); the other categories hold in every run. The aim stays 100.
   */
  lighthouse: {
    runs: 5,
    median: { performance: 95 },
    everyRun: { accessibility: 100, seo: 100, 'best-practices': 100 },
  },
  /** Public list endpoints hold at least this share of a static file's throughput, with zero errors. */
  apiRatioToStatic: 0.5,
  /**
   * "Admin lists stay fast with a real business's history": with `seeded` enrolments, 'Administrar
   * inscriptos' (GET /api/purchases as ADMIN: its first page, a search, a tab) answers in under `p95Ms` at
   * the 95th percentile, with zero errors; so does the last page of a live module's waiting list of `waiting`
   * people, as its accordion reads it.
   */
  enrolments: { seeded: 5000, waiting: 1000, p95Ms: 200 },
  /**
   * "Images responsive and compressed": no pixel budget is given, so the bench checks that the image is
   * in a modern or vector format (WebP, AVIF, SVG) and that its intrinsic width is at most 1.5 × the width it
   * is drawn at in device pixels (a `srcset` picked a fitting candidate).
   */
  imageOversizeFactor: 1.5,
  imageFormats: ['image/webp', 'image/avif', 'image/svg+xml'],
  /**
   * "A small virtual server has 1 GB": on PostgreSQL, the server's resident memory after its first
   * start and after 1,000 requests to public pages and lists stays at or under this (the embedded database
   * lives inside the process: its figure is reported, without a budget).
   */
  memory: { postgresRssBytes: 150 * MiB },
  /**
   * "A reminder pass over 10,000 paid enrolments finishes in under one second, with no query per enrolment":
   * one pass adding every reminder due, in at most `maxStatements` statements whatever the number.
   */
  reminderPass: { enrolments: 10_000, maxMs: 1000, maxStatements: 3 },
};

export const formatKB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
