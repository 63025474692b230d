import {
  siteContentEndpoints as endpoints,
  siteTextEndpoints,
  type PictureSlot,
  type SiteKey,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** Saves the texts of one record; its pictures stay. */
export const saveSiteTexts = (key: SiteKey, texts: Record<string, string>) =>
  call(siteTextEndpoints[key] as (typeof siteTextEndpoints)['owner'], {
    body: texts as Parameters<typeof call<(typeof siteTextEndpoints)['owner']>>[1]['body'],
  });

/** A new picture of one record's slot, with its description: the multipart body the server reads. */
export function addSitePicture(key: SiteKey, slot: PictureSlot, alt: string, img: File) {
  const form = new FormData();
  form.append('slot', slot);
  form.append('alt', alt);
  form.append('img', img);
  return call(endpoints.addPicture, { params: { key }, body: form });
}
