import {
  formatDate,
  formatTime,
  messages,
  plainTextFromMarkdown,
  shortenForAdminList,
  type Article,
} from '@constelaciones/contract';
import { ItemList } from '../kit/ItemList';
import { deleteArticle } from './api';

const removal = { texts: messages.article, remove: deleteArticle };

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
