import { attemptLimitSuite } from './attempt-limits.cases';

attemptLimitSuite('counters in memory (one instance)', 1, {});
