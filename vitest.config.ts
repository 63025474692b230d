import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          include: ['src/**/*.test.ts'],
          // Suites that need a Redis or PostgreSQL server run only when REDIS_URL or DATABASE_URL names one (CI: both).
          exclude: [
            ...(process.env.REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
            ...(process.env.DATABASE_URL?.startsWith('postgres') ? [] : ['src/**/*.postgres.test.ts']),
          ],
          globalSetup: ['src/test/global-setup.ts'],
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
