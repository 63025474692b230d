import type { SiteContent, SiteImage } from '@constelaciones/contract';
import { storeImageVariants, type ImageStore } from '../integrations/images';
import { renderArt, type ArtKind } from './art';

interface Picture {
  image: SiteImage;
  kind: ArtKind;
  width: number;
  height: number;
}

function sitePictures(content: SiteContent): Picture[] {
  const slides = [
    ...content.workshops['talleres-presenciales'].slides,
    ...content.workshops['talleres-virtuales'].slides,
    ...content.training.slides,
  ];
  return [
    { image: content.home.banner, kind: 'banner', width: 1600, height: 600 },
    { image: content.home.portrait, kind: 'portrait', width: 800, height: 1000 },
    { image: content.biography.portrait, kind: 'portrait', width: 800, height: 1000 },
    { image: content.home.video.poster, kind: 'poster', width: 1600, height: 900 },
    ...slides.map((image) => ({ image, kind: 'slide' as const, width: 1600, height: 900 })),
  ];
}

/**
 * The site's own pictures (banner, portrait, slides) must exist for any page to look right: those
 * missing from the image store are drawn once at start. An owner's real photo under the same name wins.
 */
export async function ensureSiteImages(store: ImageStore, content: SiteContent): Promise<void> {
  const seen = new Set<string>();
  for (const picture of sitePictures(content)) {
    if (seen.has(picture.image.file)) continue;
    seen.add(picture.image.file);
    if (await store.has(picture.image.file)) continue;
    const svg = renderArt({
      seed: picture.image.file,
      kind: picture.kind,
      width: picture.width,
      height: picture.height,
    });
    await storeImageVariants(store, Buffer.from(svg), picture.image.file);
  }
}
