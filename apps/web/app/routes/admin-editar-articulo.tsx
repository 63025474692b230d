import { useNavigate } from 'react-router';
import type { Route } from './+types/admin-editar-articulo';
import { accountMeta } from '../features/auth/meta';
import { findArticle } from '../features/admin/articles/api';
import { ArticleForm } from '../features/admin/articles/ArticleForm';
import { EditPage } from '../features/admin/components/EditPage';
import { requireAdmin } from '../features/admin/guard';
import { tabHref } from '../features/admin/panel/tabs';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { article: await findArticle(params.id) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, 'Editar artículo');

/** /admin/editar-articulo/{id}: title, Markdown text with its preview, and the image; back to the list once saved. */
export default function EditArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const navigate = useNavigate();
  return (
    <EditPage title="Editar artículo" tab="articulos">
      <ArticleForm
        key={article.updatedAt}
        article={article}
        onSaved={() => void navigate(tabHref('articulos'))}
      />
    </EditPage>
  );
}
