import { asc, eq } from 'drizzle-orm';
import {
  emptySection,
  SITE_KEYS,
  type SiteContent,
  type SiteKey,
  type SiteSection,
  type SiteSections,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { modules, siteContent, users } from '../../db/schema';

/**
 * A record as saved, over its empty form: a field the record lacks (one added to its schema since) shows
 * empty, never undefined.
 */
const sectionOf = <K extends SiteKey>(
  key: K,
  value: Record<string, unknown> | undefined,
): SiteSection<K> => ({
  ...emptySection(key),
  ...value,
});

/** The `site_content` rows: the owner's records, read whole and written one at a time. */
export function siteContentRepository(db: Db) {
  return {
    /** Every record: those never saved empty. */
    async sections(): Promise<SiteSections> {
      const rows = await db.select().from(siteContent);
      const saved = new Map(rows.map((row) => [row.key, row.value]));
      return Object.fromEntries(
        SITE_KEYS.map((key) => [key, sectionOf(key, saved.get(key))]),
      ) as SiteSections;
    },

    /** Her details as saved. */
    async owner(): Promise<SiteSection<'owner'>> {
      const [row] = await db.select().from(siteContent).where(eq(siteContent.key, 'owner'));
      return sectionOf('owner', row?.value);
    },

    /** One record as it is now, locked until the transaction ends, so that its audited `before` holds. */
    async lock<K extends SiteKey>(key: K): Promise<SiteSection<K>> {
      const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key)).for('update');
      return sectionOf(key, row?.value);
    },

    /** Saves a record as hers: it is no longer demo content. */
    async save<K extends SiteKey>(key: K, value: SiteSection<K>): Promise<void> {
      await db
        .insert(siteContent)
        .values({ key, value, demo: false })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, demo: false } });
    },

    /** The first administrator's e-mail: where notices go while she has not said where. */
    async firstAdminEmail(): Promise<string | undefined> {
      const [admin] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'ADMIN'))
        .orderBy(asc(users.createdAt))
        .limit(1);
      return admin?.email;
    },

    /** Each module number's title and topics (its live and its recorded row share them). */
    async syllabus(): Promise<{ number: number; title: string; topics: string[] }[]> {
      const rows = await db
        .select({ number: modules.number, title: modules.title, topics: modules.topics })
        .from(modules)
        .orderBy(asc(modules.number), asc(modules.typeModule));
      return [...new Map(rows.map((row) => [row.number, row])).values()];
    },

    /** Sets the topics of both rows of a module number; answers the rows' topics before, none if no such module. */
    async setTopics(number: number, topics: string[]): Promise<string[] | undefined> {
      const [before] = await db
        .select({ topics: modules.topics })
        .from(modules)
        .where(eq(modules.number, number))
        .for('update');
      if (!before) return undefined;
      await db.update(modules).set({ topics }).where(eq(modules.number, number));
      return before.topics;
    },
  };
}

/** What public pages show of the records: her notices address and signature left out, the agenda still the demo's. */
export function publicSiteContent(sections: SiteSections): SiteContent {
  const { noticesEmail: _private, signature: _certificatesOnly, ...owner } = sections.owner;
  return {
    owner,
    home: sections.home,
    biography: sections.biography,
    workshops: {
      'talleres-presenciales': sections['talleres-presenciales'],
      'talleres-virtuales': sections['talleres-virtuales'],
    },
    training: sections.training,
    footer: sections.footer,
  };
}
