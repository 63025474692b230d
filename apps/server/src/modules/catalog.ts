import type { PublicCatalog } from '@constelaciones/contract';
import type { Db } from '../db/client';
import { ListCache } from '../lib/cache';
import { activityRepository } from './activities/repository';
import { articleRepository } from './articles/repository';
import { constellatorRepository } from './constellators/repository';
import { courseRepository } from './courses/repository';
import { moduleRepository, toModule } from './training/repository';

export interface Catalog extends PublicCatalog {
  /** Call after any write that public pages show. */
  invalidate(prefix?: CacheKey): void;
}

export type CacheKey = 'activities' | 'articles' | 'courses' | 'modules' | 'constellators';

const CACHE_TTL_MS = 30_000;

/** Public reads, served from an in-memory cache that admin writes invalidate. */
export function createCatalog(db: Db): Catalog {
  const cache = new ListCache(CACHE_TTL_MS);
  const activities = activityRepository(db);
  const articles = articleRepository(db);
  const courses = courseRepository(db);
  const modules = moduleRepository(db);
  const constellators = constellatorRepository(db);

  const listActivities = () => cache.get('activities', () => activities.listPublic());
  const listArticles = () => cache.get('articles', () => articles.list());
  const listCourses = () => cache.get('courses', () => courses.list());

  return {
    activities: listActivities,
    activity: async (id) => (await listActivities()).find((activity) => activity._id === id),
    courses: listCourses,
    course: async (slug) => (await listCourses()).find((course) => course.slug === slug),
    modules: () =>
      cache.get('modules', async () =>
        (await modules.list()).map((row) => toModule(row, { withLink: false })),
      ),
    articles: listArticles,
    article: async (id) => (await listArticles()).find((article) => article._id === id),
    constellators: () => cache.get('constellators', () => constellators.list()),
    invalidate: (prefix) => cache.invalidate(prefix),
  };
}
