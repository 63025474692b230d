import { SITE_KEYS } from '@constelaciones/contract';
import type { Db } from '../client';
import { siteContent } from '../schema';
import type { ImageStore } from '../../integrations/images';
import type { ArtKind } from '../../content/art';
import { drawPictures, type Picture } from '../../content/draw-pictures';
import { demoSiteSections } from './demo-site-sections';

/** How each place for pictures is drawn. */
const ART: Record<string, { kind: ArtKind; width: number; height: number }> = {
  banner: { kind: 'banner', width: 1600, height: 600 },
  portrait: { kind: 'portrait', width: 800, height: 1000 },
  poster: { kind: 'poster', width: 1600, height: 900 },
  slides: { kind: 'slide', width: 1600, height: 900 },
};

/** Draws the demo's site pictures (banner, portraits, poster, slides) that the store lacks. */
export async function drawDemoSitePictures(store: ImageStore): Promise<void> {
  const pictures = new Map<string, Picture>();
  for (const section of Object.values(demoSiteSections) as unknown as Record<string, unknown>[]) {
    for (const [slot, art] of Object.entries(ART)) {
      for (const { file } of (section[slot] as { file: string }[] | undefined) ?? []) {
        pictures.set(file, { name: file, ...art });
      }
    }
  }
  await drawPictures(store, [...pictures.values()]);
}

/** Loads the fictional owner's records, marked demo; a record the owner already saved is kept. */
export async function seedDemoSiteContent(db: Db, store: ImageStore): Promise<void> {
  await drawDemoSitePictures(store);
  await db
    .insert(siteContent)
    .values(SITE_KEYS.map((key) => ({ key, value: demoSiteSections[key], demo: true })))
    .onConflictDoNothing();
}
