import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { putImageVariants, type EncodedImage, type ImageStore } from '../integrations/images';
import { renderArt, type ArtSpec } from './art';

/** A picture the site draws itself: its file name (also the seed of its artwork, art.ts), and what to draw. */
export type Picture = { name: string } & Omit<ArtSpec, 'seed'>;

/** What the drawing process sends back for each picture: it encoded, the server stores. */
export interface DrawnPicture {
  name: string;
  image: EncodedImage;
}

// The drawing process's program: beside this file in the sources, beside main.js in the bundle (build.mjs).
const fromSources = import.meta.url.endsWith('.ts');
const program = fileURLToPath(new URL(`./draw-pictures-child.${fromSources ? 'ts' : 'js'}`, import.meta.url));

/**
 * Draws the pictures the store lacks (the site's own and the demo content's, at first start) and stores them.
 * The SVG is rendered to WebP by sharp in a process of its own that exits once done: the memory that decoding
 * and encoding take (about 100 MB, kept by the allocator long after) never stays with the server.
 */
export async function drawPictures(store: ImageStore, pictures: Picture[]): Promise<void> {
  const missing: Picture[] = [];
  for (const picture of pictures) if (!(await store.has(picture.name))) missing.push(picture);
  if (missing.length === 0) return;
  const child = fork(program, [], {
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stored: Promise<string>[] = [];
  child.on('message', ({ name, image }: DrawnPicture) => stored.push(putImageVariants(store, image, name)));
  // 'close': the process has exited and its channel delivered every message.
  const closed = once(child, 'close');
  child.send(missing.map(({ name, ...art }) => ({ name, svg: renderArt({ seed: name, ...art }) })));
  const [code, signal] = (await closed) as [number | null, NodeJS.Signals | null];
  await Promise.all(stored);
  if (code !== 0) throw new Error(`drawing the site's pictures failed (${signal ?? `exit ${code}`})`);
}
