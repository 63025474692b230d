import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { paths } from '../../../lib/paths';

/** What a blog card shows: the loader sends the excerpt, never the whole article. */
export interface ArticleSummary {
  _id: string;
  title: string;
  img: string;
  excerpt: string;
  updatedAt: string;
  /** DD/MM/YYYY */
  date: string;
}

export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <article className="card card-article">
      <div className="media-frame ratio-3x2 card-img-top">
        <ResponsiveImage
          file={article.img}
          alt={`Imagen del artículo ${article.title}`}
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 33vw, 100vw"
          width={1200}
          height={800}
          priority={priority}
        />
      </div>
      <div className="card-body d-flex flex-column">
        <h2 className="card-title">{article.title}</h2>
        <p className="card-date">
          <time dateTime={article.updatedAt}>{article.date}</time>
        </p>
        <p className="card-text">{article.excerpt}</p>
        <Link className="btn btn-outline-primary align-self-start mt-auto" to={paths.article(article._id)}>
          Leer artículo<span className="visually-hidden"> «{article.title}»</span>
        </Link>
      </div>
    </article>
  );
}
