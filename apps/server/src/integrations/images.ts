import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile, access } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@constelaciones/contract';
import { concurrencyLimit } from '../lib/concurrency';

/** Largest width kept; smaller variants are listed in IMAGE_VARIANT_WIDTHS. */
const MAX_WIDTH = 1600;
const WEBP_QUALITY = 78;
/** Names the server chose: letters, digits and dashes, then .webp. Nothing else is ever read or deleted. */
const SAFE_NAME = /^[a-z0-9-]+\.webp$/;

export type UploadKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** Identifies an upload by its first bytes: only raster formats, never SVG or HTML, whatever the name says. */
export function detectImageKind(bytes: Buffer): UploadKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return undefined;
}

/** Where image files live: a local folder today, a bucket later. */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  has(name: string): Promise<boolean>;
}

export function localImageStore(root: string): ImageStore {
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`nombre de imagen inválido: ${name}`);
    return path.join(root, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(resolve(name), bytes);
    },
    async remove(name) {
      await rm(resolve(name), { force: true });
    },
    async has(name) {
      try {
        await access(resolve(name));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The largest image decoded, in pixels: sharp refuses a bigger one before decoding it. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * How many images are re-encoded at once, each on one of libvips' threads: half the cores, so that a burst of
 * uploads leaves the other half to every other request. The rest wait their turn.
 */
export const IMAGE_ENCODES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
sharp.concurrency(1);
const encodes = concurrencyLimit(IMAGE_ENCODES_AT_ONCE);

/**
 * Re-encodes any input sharp can read into WebP at every published width (metadata such as EXIF is dropped):
 * decoded once to the largest width, then encoded one width after the other, within IMAGE_ENCODES_AT_ONCE.
 */
async function encodeVariants(input: Buffer): Promise<{ width: number; bytes: Buffer }[]> {
  const largest = await sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = largest.info;
  const decoded = sharp(largest.data, { raw: { width, height, channels } });
  const variants = [];
  for (const variantWidth of [MAX_WIDTH, ...IMAGE_VARIANT_WIDTHS]) {
    const bytes = await decoded
      .clone()
      .resize({ width: variantWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    variants.push({ width: variantWidth, bytes });
  }
  return variants;
}

/** Re-encodes an image (see encodeVariants) and stores it under `name` and its variant names. */
export async function storeImageVariants(store: ImageStore, input: Buffer, name: string): Promise<string> {
  const variants = await encodes(() => encodeVariants(input));
  await Promise.all(
    variants.map(({ width, bytes }) =>
      store.put(width === MAX_WIDTH ? name : imageVariantName(name, width), bytes),
    ),
  );
  return name;
}

export async function removeImageVariants(store: ImageStore, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) return;
  await Promise.all(
    [name, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariantName(name, w))].map((n) => store.remove(n)),
  );
}

/** A fresh server-chosen name for an upload. */
export const newImageName = () => `${randomUUID()}.webp`;
