import { articleEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-articulos';
import { ArticleList } from '../features/admin/articles/ArticleList';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(articleEndpoints.list, {}));

/** 'Administrar artículos' (/admin/articulos). */
export default function ArticlesTab({ loaderData }: Route.ComponentProps) {
  return <ArticleList articles={loaderData.articles} />;
}
