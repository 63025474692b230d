import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type Sharp from 'sharp';
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

/**
 * The folder of DATA_DIR/img where discarded images wait out their grace period: hidden, so it is neither
 * served (dotfiles are denied) nor copied by a backup as a live image.
 */
export const DISCARDED_FOLDER = '.discarded';

/**
 * How long a discarded image is kept: far longer than any backup lasts, so a backup whose database snapshot
 * was taken before the image was replaced still finds its file.
 */
export const DISCARD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Where image files live: a local folder today, a bucket later. */
export interface ImageStore {
  /** Writes the whole file or nothing under `name`: a reader never sees half an image. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Deletes an image no committed row ever named (an upload whose write failed). */
  remove(name: string): Promise<void>;
  /** Takes out of use an image that committed rows named: deleted for good by sweepDiscarded, later. */
  discard(name: string): Promise<void>;
  /** Deletes the images discarded before `before`; returns how many files went. */
  sweepDiscarded(before: Date): Promise<number>;
  has(name: string): Promise<boolean>;
  /** The bytes of a stored image (e.g. her signature, drawn into a certificate). */
  read(name: string): Promise<Buffer>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localImageStore(root: string): ImageStore {
  const resolve = (name: string, folder = root) => {
    if (!SAFE_NAME.test(name)) throw new Error(`nombre de imagen inválido: ${name}`);
    return path.join(folder, name);
  };
  const discarded = path.join(root, DISCARDED_FOLDER);
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      // Written aside under a hidden name, then renamed: a backup or a visitor sees the old file or the new one.
      const partial = path.join(root, `.${randomUUID()}.partial`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, resolve(name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(name) {
      await rm(resolve(name), { force: true });
    },
    async discard(name) {
      const target = resolve(name, discarded);
      await mkdir(discarded, { recursive: true });
      try {
        await rename(resolve(name), target);
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      // A rename keeps the file's times: its modification time now says when it was discarded.
      const now = new Date();
      await utimes(target, now, now);
    },
    async sweepDiscarded(before) {
      let names: string[];
      try {
        names = await readdir(discarded);
      } catch (error) {
        if (missing(error)) return 0;
        throw error;
      }
      let count = 0;
      for (const name of names) {
        const file = path.join(discarded, name);
        // Another instance may sweep the same file at the same time.
        try {
          if ((await stat(file)).mtime >= before) continue;
          await rm(file, { force: true });
          count += 1;
        } catch (error) {
          if (!missing(error)) throw error;
        }
      }
      return count;
    },
    read: (name) => readFile(resolve(name)),
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
const encodes = concurrencyLimit(IMAGE_ENCODES_AT_ONCE);

/**
 * sharp (libvips), loaded at the first image to encode: a server that receives no upload never holds it. One
 * libvips thread per image, and no cache of decoded images (each upload is a new image: a cache only held memory).
 */
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

/** An image re-encoded at every width, not stored yet. */
export type EncodedImage = { width: number; bytes: Buffer }[];

/**
 * Re-encodes any input sharp can read into WebP at every published width (metadata such as EXIF is dropped):
 * decoded once to the largest width, then encoded one width after the other, within IMAGE_ENCODES_AT_ONCE.
 */
async function encodeVariants(input: Buffer): Promise<EncodedImage> {
  const sharp = await loadSharp();
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

/** Re-encodes an image (see encodeVariants), within IMAGE_ENCODES_AT_ONCE: fails on what sharp cannot read. */
export const encodeImage = (input: Buffer): Promise<EncodedImage> => encodes(() => encodeVariants(input));

/** Stores an encoded image under `name` and its variant names: fails only on the store's own faults. */
export async function putImageVariants(
  store: ImageStore,
  image: EncodedImage,
  name: string,
): Promise<string> {
  await Promise.all(
    image.map(({ width, bytes }) =>
      store.put(width === MAX_WIDTH ? name : imageVariantName(name, width), bytes),
    ),
  );
  return name;
}

/** Re-encodes an image and stores it under `name` and its variant names. */
export async function storeImageVariants(store: ImageStore, input: Buffer, name: string): Promise<string> {
  return putImageVariants(store, await encodeImage(input), name);
}

/** An image's files: itself (the largest width) and its smaller variants. */
export const variantNames = (name: string) => [
  name,
  ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantName(name, width)),
];

export async function removeImageVariants(store: ImageStore, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) return;
  await Promise.all(variantNames(name).map((n) => store.remove(n)));
}

/** Takes an image and its variants out of use, kept for DISCARD_GRACE_MS (see ImageStore.discard). */
export async function discardImageVariants(store: ImageStore, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) return;
  await Promise.all(variantNames(name).map((n) => store.discard(n)));
}

/** A fresh server-chosen name for an upload. */
export const newImageName = () => `${randomUUID()}.webp`;
