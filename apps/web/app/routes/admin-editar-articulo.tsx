import type { Route } from './+types/admin-editar-articulo';
import { accountMeta } from '../features/auth/meta';
import { findArticle } from '../features/admin/articles/api';
import { ArticleForm } from '../features/admin/articles/ArticleForm';
import { adminLoader } from '../features/admin/components/adminLoader';
import { EditPage } from '../features/admin/components/EditPage';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  article: await findArticle(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, 'Editar artículo');

/** /admin/editar-articulo/{id}: title, Markdown text with its preview, and the image; back to the list once saved. */
export default function EditArticle({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <EditPage title="Editar artículo" tab="articulos">
      {(backToList) => <ArticleForm key={article.updatedAt} article={article} onSaved={backToList} />}
    </EditPage>
  );
}
