import {
  formatDate,
  formatTime,
  messages,
  plainTextFromMarkdown,
  shortenForAdminList,
  type Article,
} from '@constelaciones/contract';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { ItemActions } from '../components/ItemActions';
import { useRemoval } from '../components/useRemoval';
import { deleteArticle } from './api';

/** 'Administrar artículos': image, title, the paragraph shortened, date and time, Editar and Borrar. */
export function ArticleList({ articles }: { articles: Article[] }) {
  const { pendingId, removeItem } = useRemoval({
    question: messages.article.deleteConfirm,
    confirmText: messages.activity.deleteConfirmButton,
    remove: deleteArticle,
    removed: messages.article.deleted,
    failed: messages.article.deleteFailed,
  });

  if (articles.length === 0) return <p>Todavía no hay artículos.</p>;
  return (
    <ul className="list-unstyled admin-list" aria-label="Artículos">
      {articles.map((article) => (
        <li key={article._id} className="admin-item">
          <div className="media-frame ratio-3x2 admin-thumb">
            <ResponsiveImage file={article.img} alt="" sizes="120px" width={120} height={80} />
          </div>
          <div className="admin-item-body">
            <h3 className="admin-item-title">{article.title}</h3>
            <p className="admin-item-meta">
              <time dateTime={article.updatedAt}>
                {formatDate(article.updatedAt)} · {formatTime(article.updatedAt)}
              </time>
            </p>
            <p className="admin-item-text">{shortenForAdminList(plainTextFromMarkdown(article.paragraph))}</p>
          </div>
          <ItemActions
            name={article.title}
            editTo={`editar-articulo/${article._id}`}
            onRemove={() => void removeItem(article._id)}
            removing={pendingId === article._id}
          />
        </li>
      ))}
    </ul>
  );
}
