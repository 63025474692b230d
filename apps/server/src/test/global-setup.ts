import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { localImageStore } from '../integrations/images';
import { drawDemoImages } from '../db/seed/seed';
import { drawDemoSitePictures } from '../db/seed/demo-site-content';

declare module 'vitest' {
  export interface ProvidedContext {
    imageCache: string;
  }
}

/** Draws the demo pictures once per run; each test file starts from a copy. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'constelaciones-img-'));
  const store = localImageStore(dir);
  await drawDemoSitePictures(store);
  await drawDemoImages(store);
  project.provide('imageCache', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
