import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * The API files that CI runs on PostgreSQL as well as on PGlite: where the two engines differ (one connection
 * against a pool, LISTEN/NOTIFY, locks, the first start, backups), the migrations, the job queue and its outbox,
 * and every money path (prices, transitions, webhooks, refunds, places decided under a lock). Every other file
 * runs on PGlite; `API_ON_POSTGRES=all` runs the whole suite on PostgreSQL.
 */
const onBothEngines = [
  'src/bootstrap.test.ts',
  'src/db/**',
  'src/backups/**',
  'src/features/setup/**',
  'src/features/demo/**',
  'src/features/jobs/**',
  'src/features/date-reminders/**',
  'src/features/owner-messages/**',
  'src/features/newsletter/**',
  'src/features/admin-home/**',
  'src/features/personal-data/retention.test.ts',
  'src/features/purchases/**',
  'src/features/payments/**',
  'src/features/payment-deadlines/**',
  'src/features/invoicing/**',
  'src/features/discount-codes/**',
  'src/features/withdrawals/**',
  'src/features/capacity/**',
  'src/features/waiting-list/**',
  'src/integrations/payments/**',
  'src/integrations/arca/**',
  'src/**/*.postgres.test.ts',
  'src/**/*.redis.test.ts',
].map((glob) => (glob.endsWith('.ts') ? glob : `${glob}/*.test.ts`));

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: on a two-core machine that is one worker for the whole suite.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: onPostgres && process.env.API_ON_POSTGRES !== 'all' ? onBothEngines : ['src/**/*.test.ts'],
          // Suites that need a Redis or PostgreSQL server run only when REDIS_URL or DATABASE_URL names one (CI: both).
          exclude: [
            ...(process.env.REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
            ...(onPostgres ? [] : ['src/**/*.postgres.test.ts']),
          ],
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/file-setup.ts'],
          // The files of a worker share its loaded modules (the app, Fastify, PGlite): loading them again for each
          // file cost more than its tests ran. Each file still gets an app and a database of its own.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'docs',
          root: './scripts',
          include: ['*.test.mjs'],
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['lib/**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
