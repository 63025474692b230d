import { agendaOfYear, endpoints, type AgendaEntry } from '@constelaciones/contract';
import type { Database } from '../db/client';
import type { Config } from '../config';
import { legalRepository, legalSettings, toPage } from '../features/legal/repository';
import { ListCache } from './list-cache';
import { publicBody, type PublicBody } from '../lib/public-body';
import { activityRepository } from '../features/activities/repository';
import { agendaItems } from '../features/agenda/dated-items';
import { agendaEntryRepository } from '../features/agenda/repository';
import { articleRepository } from '../features/articles/repository';
import { constellatorRepository } from '../features/constellators/repository';
import { courseRepository } from '../features/courses/repository';
import { PublishedList } from './published-list';
import { placesLeft } from '../features/capacity/places';
import { moduleRepository, toModule } from '../features/training/repository';
import { publicSiteContent, siteContentRepository } from '../features/site-content/repository';
import type { Logger } from '../lib/logger';
import type { CacheKey, Catalog } from '../platform/public-reads';

/** A safety net: an instance that missed an invalidation still converges. */
const CACHE_TTL_MS = 30_000;
const INVALIDATION_CHANNEL = 'catalog_invalidate';

/**
 * Public reads, served from an in-memory cache that admin writes invalidate on every instance. `config` gives what
 * the first drafts of the terms and the privacy policy are written from.
 */
export function createCatalog(
  database: Database,
  config: Pick<Config, 'publicUrl' | 'pendingPurchaseDays'>,
): Catalog {
  const cache = new ListCache(CACHE_TTL_MS);
  const { activities, articles, courses, modules, constellators } = publishedLists(database, cache);
  const agendaEntries = agendaEntryRepository(database.db);
  /** The owner's entries; the agenda's other lines come from the lists above, each invalidated by its writes. */
  const entries = () => cache.get<AgendaEntry[]>('agenda', () => agendaEntries.list());
  const legalTexts = legalRepository(database.db, legalSettings(config));
  let peers: { log: Logger; publishing: Set<Promise<void>> } | undefined;
  const siteContent = siteContentRepository(database.db);
  const site = () => cache.get('site', async () => publicSiteContent(await siteContent.sections()));

  const tellPeers = (key: string) => {
    if (!peers) return;
    const { log, publishing } = peers;
    const published = database
      .notify(INVALIDATION_CHANNEL, key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'could not tell other instances'));
    publishing.add(published);
    void published.finally(() => publishing.delete(published));
  };

  return {
    activities: async () => (await activities()).items,
    activity: async (id) => (await activities()).find(id),
    courses: async () => (await courses()).items,
    course: async (slug) => (await courses()).items.find((course) => course.slug === slug),
    modules: async () => (await modules()).items,
    articles: async () => (await articles()).items,
    article: async (id) => (await articles()).find(id),
    constellators: async () => (await constellators()).items,
    async agenda(year) {
      const [activityList, courseList, moduleList, entryList] = await Promise.all([
        activities(),
        courses(),
        modules(),
        entries(),
      ]);
      const items = agendaItems({
        activities: activityList.items,
        courses: courseList.items,
        modules: moduleList.items,
        entries: entryList,
      });
      return agendaOfYear(year, items);
    },
    site,
    legalPage: (kind) => cache.get(`legal:${kind}`, async () => toPage(await legalTexts.read(kind))),
    placesLeft(items) {
      const now = new Date();
      return Promise.all(items.map(({ capacity, ...item }) => placesLeft(database.db, item, capacity, now)));
    },
    bodies: {
      activities: async () => (await activities()).body(),
      activity: async (id) => (await activities()).itemBody(id),
      courses: async () => (await courses()).body(),
      course: async (id) => (await courses()).itemBody(id),
      articles: async () => (await articles()).body(),
      article: async (id) => (await articles()).itemBody(id),
      modules: async () => (await modules()).body(),
      constellators: async () => (await constellators()).body(),
    },
    invalidate(key) {
      cache.invalidate(key);
      tellPeers(key ?? '');
    },
    async shareInvalidations(log) {
      const stopListening = await database.listen(INVALIDATION_CHANNEL, {
        onMessage: (key) => cache.invalidate(key),
        // Invalidations sent while the connection was down are lost: forget everything.
        onReconnect: () => cache.invalidate(),
        log,
      });
      const joined = { log, publishing: new Set<Promise<void>>() };
      peers = joined;
      return async () => {
        if (peers === joined) peers = undefined;
        await stopListening();
        await Promise.all(joined.publishing);
      };
    },
  };
}

/**
 * Each public list, loaded through the cache, with the API bodies of the list and of each item, serialised with
 * the response schemas of the contract's endpoints that send them.
 */
function publishedLists(database: Database, cache: ListCache) {
  const { db } = database;
  const activities = activityRepository(db);
  const articles = articleRepository(db);
  const courses = courseRepository(db);
  const modules = moduleRepository(db);
  const constellators = constellatorRepository(db);
  const published =
    <T extends { _id: string }>(
      key: CacheKey,
      load: () => Promise<T[]>,
      listBody: (items: T[]) => PublicBody,
      itemBody?: (item: T) => PublicBody,
    ) =>
    () =>
      cache.get(key, async () => new PublishedList(await load(), listBody, itemBody));

  return {
    activities: published(
      'activities',
      () => activities.listPublic(),
      (list) => publicBody(endpoints.activities.list.response, { activities: list }),
      (activity) => publicBody(endpoints.activities.show.response, { activity }),
    ),
    articles: published(
      'articles',
      () => articles.list(),
      (list) => publicBody(endpoints.articles.list.response, { articles: list }),
      (article) => publicBody(endpoints.articles.show.response, { article }),
    ),
    courses: published(
      'courses',
      () => courses.list(),
      (list) => publicBody(endpoints.courses.list.response, { courses: list }),
      (course) => publicBody(endpoints.courses.show.response, { course }),
    ),
    modules: published(
      'modules',
      async () => (await modules.list()).map((row) => toModule(row, { withLink: false })),
      (list) => publicBody(endpoints.modules.list.response, { modules: list }),
    ),
    constellators: published(
      'constellators',
      () => constellators.list(),
      (list) => publicBody(endpoints.constellators.list.response, { constellators: list }),
    ),
  };
}
