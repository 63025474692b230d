import {
  siteContentEndpoints as endpoints,
  siteTextEndpoints,
  type PictureSlot,
  type SiteImage,
  type SiteKey,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

export const readSiteContent = () => call(endpoints.read, {});

/** Saves the texts of one record; its pictures stay. */
export const saveSiteTexts = (key: SiteKey, texts: Record<string, string>) =>
  call(siteTextEndpoints[key] as (typeof siteTextEndpoints)['owner'], {
    body: texts as Parameters<typeof call<(typeof siteTextEndpoints)['owner']>>[1]['body'],
  });

export function addSitePicture(key: SiteKey, slot: PictureSlot, alt: string, img: File) {
  const form = new FormData();
  form.append('slot', slot);
  form.append('alt', alt);
  form.append('img', img);
  return call(endpoints.addPicture, { params: { key }, body: form });
}

export const saveSitePictures = (key: SiteKey, slot: PictureSlot, pictures: SiteImage[]) =>
  call(endpoints.savePictures, { params: { key, slot }, body: { pictures } });

export const saveSyllabusTopics = (number: number, topics: string[]) =>
  call(endpoints.saveTopics, { params: { number: String(number) }, body: { topics } });

export const sendTestEmail = () => call(endpoints.testEmail, {});
