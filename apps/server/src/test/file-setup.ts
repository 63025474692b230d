import { afterAll } from 'vitest';
import { releaseTestApps } from './helper';

// Runs before each test file, also when files share a worker's modules (vitest.config.ts): each file releases
// the apps, databases and folders it made once its tests end.
afterAll(releaseTestApps);
