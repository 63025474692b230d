import {
  messages,
  slotCapacity,
  type PictureSlot,
  type SiteImage,
  type SiteKey,
  type SiteSection,
  type SiteTexts,
  type SyllabusTopicsOutput,
} from '@constelaciones/contract';
import { badRequest, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import { requireImage } from '../../platform/image-upload';
import type { Dependencies } from '../../platform/dependencies';
import { testMail } from './emails';
import { siteContentRepository } from './repository';

type Pictures = Record<string, SiteImage[]>;

/**
 * The demo's drawn pictures are shared between records (one portrait on two pages) and removed with the demo
 * ('Quitar el contenido de demostración'): a save never discards one.
 */
const discardable = (files: string[]) => files.filter((file) => !file.startsWith('demo-'));

/** The owner's changes to her own content: each one audited, shown at once on every instance's pages. */
export function siteContentService(
  deps: Pick<Dependencies, 'database' | 'images' | 'catalog' | 'mail' | 'config' | 'sender'>,
) {
  const write = auditedWrites(deps);
  const target = { entity: 'site-content', invalidates: 'site' } as const;

  /** Changes the pictures of one place of a record, audited with the record before and after. */
  const changePictures = (
    actor: Actor,
    key: SiteKey,
    slot: PictureSlot,
    upload: Buffer | undefined,
    change: (current: SiteImage[], stored: string | undefined) => SiteImage[],
  ) => {
    const capacity = slotCapacity(key, slot);
    if (capacity === 0)
      throw badRequest(messages.siteContent.slotInvalid, { slot: messages.siteContent.slotInvalid });
    return write({
      actor,
      ...target,
      upload,
      async apply(tx, stored) {
        const records = siteContentRepository(tx);
        const before = await records.lock(key);
        const current = (before as unknown as Pictures)[slot] ?? [];
        const pictures = change(current, stored);
        const after = { ...before, [slot]: pictures } as SiteSection<typeof key>;
        await records.save(key, after);
        const kept = new Set(pictures.map((picture) => picture.file));
        return {
          result: pictures,
          change: { action: 'update', entityId: null, before: { key, ...before }, after: { key, ...after } },
          discardedImage: discardable(
            current.map((picture) => picture.file).filter((file) => !kept.has(file)),
          ),
        };
      },
    });
  };

  return {
    sections: () => siteContentRepository(deps.database.db).sections(),
    syllabus: () => siteContentRepository(deps.database.db).syllabus(),

    /** Saves the texts of a record; its pictures stay as they are. */
    saveTexts<K extends SiteKey>(actor: Actor, key: K, texts: SiteTexts<K>): Promise<void> {
      return write({
        actor,
        ...target,
        // The proposed terms and privacy policy are written from her details.
        invalidates: key === 'owner' ? ['site', 'legal'] : 'site',
        async apply(tx) {
          const records = siteContentRepository(tx);
          const before = await records.lock(key);
          const after = { ...before, ...texts };
          await records.save(key, after);
          return {
            result: undefined,
            change: {
              action: 'update',
              entityId: null,
              before: { key, ...before },
              after: { key, ...after },
            },
          };
        },
      });
    },

    /** A new picture in a place: added at the end of a carousel, or instead of the one picture of a single place. */
    addPicture(actor: Actor, key: SiteKey, slot: PictureSlot, alt: string, image: Buffer | undefined) {
      const capacity = slotCapacity(key, slot);
      return changePictures(actor, key, slot, requireImage(image), (current, stored) => {
        const added = { file: stored!, alt };
        if (capacity === 1) return [added];
        if (current.length >= capacity) {
          const message = messages.siteContent.tooManyPictures(capacity);
          throw badRequest(message, { img: message });
        }
        return [...current, added];
      });
    },

    /** The pictures a place keeps, in this order and with these texts; only pictures it has now may be named. */
    savePictures(actor: Actor, key: SiteKey, slot: PictureSlot, pictures: SiteImage[]) {
      const capacity = slotCapacity(key, slot);
      return changePictures(actor, key, slot, undefined, (current) => {
        const present = new Set(current.map((picture) => picture.file));
        const files = pictures.map((picture) => picture.file);
        if (files.some((file) => !present.has(file)) || new Set(files).size !== files.length) {
          throw badRequest(messages.siteContent.pictureUnknown);
        }
        if (pictures.length > capacity) throw badRequest(messages.siteContent.tooManyPictures(capacity));
        return pictures;
      });
    },

    /** The topics of module `number`: both its live and its recorded row. */
    saveTopics(actor: Actor, number: number, { topics }: SyllabusTopicsOutput): Promise<void> {
      return write({
        actor,
        entity: 'module',
        invalidates: 'modules',
        async apply(tx) {
          const before = await siteContentRepository(tx).setTopics(number, topics);
          if (!before) throw notFound();
          return {
            result: undefined,
            change: {
              action: 'update',
              entityId: null,
              before: { number, topics: before },
              after: { number, topics },
            },
          };
        },
      });
    },

    /** E-mails her notices address through the outbox; answers where it went. */
    async sendTestEmail(): Promise<string> {
      const site = await deps.sender.site();
      const owner = await siteContentRepository(deps.database.db).owner();
      if (!owner.noticesEmail) throw badRequest(messages.siteContent.noNoticesEmail);
      await deps.mail.enqueue(deps.database.db, testMail(site, owner.noticesEmail));
      return owner.noticesEmail;
    },
  };
}
