import type { Route } from './+types/admin-articulos';
import { listArticles } from '../features/admin/articles/api';
import { ArticleList } from '../features/admin/articles/ArticleList';
import { adminLoader } from '../features/admin/kit/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => ({ articles: await listArticles() }));

/** 'Administrar artículos' (/admin/articulos). */
export default function ArticlesTab({ loaderData }: Route.ComponentProps) {
  return <ArticleList articles={loaderData.articles} />;
}
