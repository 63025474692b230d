/**
 * The databases a test file can start from, built once per run by global-setup.ts: migrated with the demo content
 * (SEED_DEMO, the tests' default) or migrated only.
 */
export const TEST_WORLDS = ['demo', 'empty'] as const;
export type TestWorld = (typeof TEST_WORLDS)[number];
