import {
  articleEndpoints,
  formatDate,
  formatTime,
  messages,
  plainTextFromMarkdown,
  shortenForAdminList,
  type Article,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { ItemList } from '../kit/ItemList';

const removal = {
  texts: messages.article,
  remove: (id: string) => call(articleEndpoints.remove, { params: { id } }),
};

const details = (article: Article) => (
  <>
    <p className="admin-item-meta">
      <time dateTime={article.updatedAt}>
        {formatDate(article.updatedAt)} · {formatTime(article.updatedAt)}
      </time>
    </p>
    <p className="admin-item-text">{shortenForAdminList(plainTextFromMarkdown(article.paragraph))}</p>
  </>
);

/** 'Administrar artículos': image, title, the paragraph shortened, date and time, Editar and Borrar. */
export function ArticleList({ articles }: { articles: Article[] }) {
  return (
    <ItemList items={articles} label="Artículos" edit="editar-articulo" removal={removal} details={details} />
  );
}
