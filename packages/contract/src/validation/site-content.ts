import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, optionalText, requiredText } from './fields';

/*
 * The owner's own content: one record per part of the site as she thinks of it, each the value of a
 * `site_content` row. A record is its texts (edited in one form, PUT /admin/site-content/{key}) and its
 * pictures (added, described, reordered and removed apart, since each picture is an upload). Texts of several
 * paragraphs are Markdown. A part she never saved shows the empty record: the page still renders, without
 * those texts.
 */

const { invalidLink, invalidEmail } = messages.validation;
const { altRequired, videoInvalid, topicRequired, tooManyTopics } = messages.siteContent;

/** A line: a heading, a name, a credit. */
const line = (max: number = TEXT_MAX.title) => optionalText(max);
/** A text of several paragraphs, in Markdown. */
const markdown = () => optionalText(TEXT_MAX.description, { lines: true });
/** What search engines show under the page's title: Google cuts at about 160 characters. */
const searchDescription = () => optionalText(300);

/** A web address (https) or nothing: a social network she does not use is left empty and not shown. */
const optionalLink = () =>
  optionalText(TEXT_MAX.link).refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    error: invalidLink,
  });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_URL =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/;

/** A YouTube video as she pastes it (its address or its 11-character code), kept as the code; or none. */
const youtubeVideo = () =>
  optionalText(TEXT_MAX.link)
    .refine((value) => value === '' || YOUTUBE_ID.test(value) || YOUTUBE_URL.test(value), {
      error: videoInvalid,
    })
    .transform((value) => (YOUTUBE_ID.test(value) ? value : (YOUTUBE_URL.exec(value)?.[1] ?? '')));

const optionalEmail = () =>
  optionalText(TEXT_MAX.email).refine((value) => value === '' || z.email().safeParse(value).success, {
    error: invalidEmail,
  });

/** Her details: shown in every page's title and the header, signing the e-mails; where the notices go. */
export const ownerDetailsSchema = z.object({
  name: line(TEXT_MAX.name),
  profession: line(),
  noticesEmail: optionalEmail(),
});

export const homeTextsSchema = z.object({
  heading: line(),
  shortBio: markdown(),
  description: searchDescription(),
  video: youtubeVideo(),
  videoTitle: line(),
});

export const biographyTextsSchema = z.object({
  heading: line(),
  paragraphs: markdown(),
  description: searchDescription(),
});

export const workshopTextsSchema = z.object({
  heading: line(),
  paragraphs: markdown(),
  description: searchDescription(),
});

export const trainingTextsSchema = z.object({
  heading: line(),
  paragraphs: markdown(),
  description: searchDescription(),
  duration: optionalText(TEXT_MAX.description, { lines: true }),
  format: optionalText(TEXT_MAX.description, { lines: true }),
  prices: markdown(),
});

/** 'Redes y pie de página': her social networks, the contact address the footer shows, and its credits. */
export const footerTextsSchema = z.object({
  email: optionalEmail(),
  instagram: optionalLink(),
  facebook: optionalLink(),
  youtube: optionalLink(),
  spotify: optionalLink(),
  design: line(),
  development: line(),
});

/**
 * A picture of the site: an image stored under /img (`file`, named by the server), and what it shows (`alt`).
 */
export const siteImageSchema = z.object({
  file: z.string().min(1).max(200),
  alt: requiredText(altRequired, 300),
});
export interface SiteImage {
  file: string;
  alt: string;
}

const SLIDES = 12;

/** Each record: the schema of its texts, and its places for pictures with how many each holds. */
export const SITE_SECTIONS = {
  // Her signature, printed on the certificates; never shown on a page.
  owner: { texts: ownerDetailsSchema, pictures: { signature: 1 } },
  home: { texts: homeTextsSchema, pictures: { banner: 1, portrait: 1, poster: 1 } },
  biography: { texts: biographyTextsSchema, pictures: { portrait: 1 } },
  'talleres-presenciales': { texts: workshopTextsSchema, pictures: { slides: SLIDES } },
  'talleres-virtuales': { texts: workshopTextsSchema, pictures: { slides: SLIDES } },
  training: { texts: trainingTextsSchema, pictures: { slides: SLIDES } },
  footer: { texts: footerTextsSchema, pictures: {} },
} as const;

type Sections = typeof SITE_SECTIONS;
export type SiteKey = keyof Sections;
export const SITE_KEYS = Object.keys(SITE_SECTIONS) as SiteKey[];
export type PictureSlot = { [K in SiteKey]: keyof Sections[K]['pictures'] }[SiteKey];
export const PICTURE_SLOTS = [
  'banner',
  'portrait',
  'poster',
  'slides',
  'signature',
] as const satisfies PictureSlot[];

/** The texts of a record, as saved. */
export type SiteTexts<K extends SiteKey> = z.output<Sections[K]['texts']>;
/** A whole record: its texts and, per place, its pictures in order. */
export type SiteSection<K extends SiteKey> = SiteTexts<K> & {
  [S in keyof Sections[K]['pictures']]: SiteImage[];
};
export type SiteSections = { [K in SiteKey]: SiteSection<K> };

/** The record a part of the site shows before she saves it: every text empty, no pictures. */
export function emptySection<K extends SiteKey>(key: K): SiteSection<K> {
  const { texts, pictures } = SITE_SECTIONS[key];
  const section: Record<string, unknown> = {};
  for (const field of Object.keys(texts.shape)) section[field] = '';
  for (const slot of Object.keys(pictures)) section[slot] = [];
  return section as SiteSection<K>;
}

/** How many pictures a place of a record holds (0: the record has no such place). */
export const slotCapacity = (key: SiteKey, slot: string): number =>
  (SITE_SECTIONS[key].pictures as Record<string, number>)[slot] ?? 0;

/**
 * The body of PUT /admin/site-content/{key}/pictures/{slot}: the pictures kept, in order, with their texts.
 */
export const sitePicturesSchema = z.object({ pictures: z.array(siteImageSchema).max(SLIDES) });

/**
 * The text fields of POST /admin/site-content/{key}/pictures, beside the image: where it goes, what it shows.
 */
export const sitePictureUploadSchema = z.object({
  slot: z.enum(PICTURE_SLOTS, { error: messages.siteContent.slotInvalid }),
  alt: requiredText(altRequired, 300),
});

const TOPICS_MAX = 40;

/** The body of PUT /admin/syllabus/{number}: a module's syllabus topics, in order. */
export const syllabusTopicsSchema = z.object({
  topics: z
    .array(requiredText(topicRequired, 300), { error: topicRequired })
    .max(TOPICS_MAX, { error: tooManyTopics(TOPICS_MAX) }),
});
export type SyllabusTopicsOutput = z.output<typeof syllabusTopicsSchema>;
