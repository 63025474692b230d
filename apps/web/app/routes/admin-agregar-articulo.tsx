import { ArticleForm } from '../features/admin/articles/ArticleForm';
import { adminLoader } from '../features/admin/kit/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

// Nothing to read: only the guard.
export const clientLoader = adminLoader(async () => null);

/** 'Agregar artículo' (/admin/agregar-articulo). */
export default function AddArticleTab() {
  return <ArticleForm />;
}
