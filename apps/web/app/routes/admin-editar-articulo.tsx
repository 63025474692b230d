import { articleEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-editar-articulo';
import { accountMeta } from '../features/auth/meta';
import { ArticleForm } from '../features/admin/articles/ArticleForm';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { call } from '../lib/client';

const title = 'Editar artículo';

export const clientLoader = adminLoader(({ params }: Route.ClientLoaderArgs) =>
  call(articleEndpoints.show, { params: { id: params.id } }),
);

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar artículo' (/admin/editar-articulo/{id}); once saved, back to 'Administrar artículos'. */
export default function EditArticle({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-articulo">
      {(backToList) => <ArticleForm article={article} onSaved={backToList} />}
    </EditPage>
  );
}
