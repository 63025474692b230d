import type { SiteContent, SiteImage } from '@constelaciones/contract';
import type { ImageStore } from '../integrations/images';
import type { ArtKind } from './art';
import { drawPictures, type Picture } from './draw-pictures';

interface SitePicture {
  image: SiteImage;
  kind: ArtKind;
  width: number;
  height: number;
}

function sitePictures(content: SiteContent): SitePicture[] {
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
  const pictures = new Map<string, Picture>();
  for (const { image, kind, width, height } of sitePictures(content)) {
    if (!pictures.has(image.file)) {
      pictures.set(image.file, { name: image.file, kind, width, height });
    }
  }
  await drawPictures(store, [...pictures.values()]);
}
