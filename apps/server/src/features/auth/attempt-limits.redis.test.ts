import { attemptLimitSuite } from './attempt-limits.cases';

// Runs only when REDIS_URL is set (CI machines run a Redis at 127.0.0.1:6379): two instances then share
// their counters. vitest.config.ts leaves this file out otherwise.
attemptLimitSuite('counters in Redis, shared by two instances', 2, {
  REDIS_URL: process.env.REDIS_URL ?? '',
});
