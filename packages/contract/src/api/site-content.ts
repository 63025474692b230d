import { z } from 'zod';
import { messageResponseSchema } from '../auth';
import { messages } from '../messages';
import {
  PICTURE_SLOTS,
  SITE_KEYS,
  SITE_SECTIONS,
  siteImageSchema,
  sitePicturesSchema,
  sitePictureUploadSchema,
  syllabusTopicsSchema,
  type SiteKey,
  type SiteSections,
} from '../validation/site-content';
import { endpoint } from './endpoint';

const { notFound } = messages.server;
const sectionsSchema = z.record(z.string(), z.unknown()) as unknown as z.ZodType<SiteSections>;
const keyParams = z.object({ key: z.enum(SITE_KEYS, { error: notFound }) });

/** Saves the texts of one record of hers; its pictures are kept. */
const saveTexts = <K extends SiteKey>(key: K) =>
  endpoint({
    method: 'PUT',
    path: `/admin/site-content/${key}`,
    access: 'admin',
    body: SITE_SECTIONS[key].texts as (typeof SITE_SECTIONS)[K]['texts'],
    response: z.object({ msg: z.string() }),
  });

/** PUT /admin/site-content/{key} of each record. */
export const siteTextEndpoints = {
  owner: saveTexts('owner'),
  home: saveTexts('home'),
  biography: saveTexts('biography'),
  'talleres-presenciales': saveTexts('talleres-presenciales'),
  'talleres-virtuales': saveTexts('talleres-virtuales'),
  training: saveTexts('training'),
  footer: saveTexts('footer'),
} satisfies { [K in SiteKey]: ReturnType<typeof saveTexts<K>> };

/** The admin's 'Contenido del sitio' tab: the owner's texts, pictures, syllabus and details. */
export const siteContentEndpoints = {
  /** Every record, as saved (an unsaved one empty), and each module number's title and topics. */
  read: endpoint({
    method: 'GET',
    path: '/admin/site-content',
    access: 'admin',
    response: z.object({
      sections: sectionsSchema,
      syllabus: z.array(
        z.object({ number: z.number().int(), title: z.string(), topics: z.array(z.string()) }),
      ),
    }),
  }),
  ...siteTextEndpoints,
  /** Adds a picture to a place of a record (a single place's picture is replaced). */
  addPicture: endpoint({
    method: 'POST',
    path: '/admin/site-content/:key/pictures',
    access: 'admin',
    params: keyParams,
    multipart: { fields: sitePictureUploadSchema, file: 'img' },
    status: 201,
    response: z.object({ pictures: z.array(siteImageSchema), msg: z.string() }),
  }),
  /** The pictures a place keeps, in order, with their texts: one left out is removed. */
  savePictures: endpoint({
    method: 'PUT',
    path: '/admin/site-content/:key/pictures/:slot',
    access: 'admin',
    params: keyParams.extend({ slot: z.enum(PICTURE_SLOTS, { error: notFound }) }),
    body: sitePicturesSchema,
    response: z.object({ pictures: z.array(siteImageSchema), msg: z.string() }),
  }),
  /** The topics of module {number}, shared by its live and its recorded row. */
  saveTopics: endpoint({
    method: 'PUT',
    path: '/admin/syllabus/:number',
    access: 'admin',
    params: z.object({
      number: z
        .string()
        .regex(/^\d{1,2}$/, { error: notFound })
        .transform(Number),
    }),
    body: syllabusTopicsSchema,
    response: messageResponseSchema,
  }),
  /** E-mails her notices address through the outbox, to check that notices reach her. */
  testEmail: endpoint({
    method: 'POST',
    path: '/admin/site-content/test-email',
    access: 'admin',
    response: messageResponseSchema,
  }),
};
