import { data, Link } from 'react-router';
import { formatDate } from '@constelaciones/contract/format';
import { metaDescription, plainTextFromMarkdown } from '@constelaciones/contract/text';
import type { Route } from './+types/articulo';
import { ResponsiveImage } from '../components/ui/ResponsiveImage';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await context.catalog.article(params.id);
  if (!article) throw data(null, { status: 404 });
  return {
    article: {
      title: article.title,
      img: article.img,
      updatedAt: article.updatedAt,
      date: formatDate(article.updatedAt),
    },
    html: renderArticleMarkdown(article.paragraph),
    seo: seoFor(context, {
      section: article.title,
      description: metaDescription(plainTextFromMarkdown(article.paragraph)),
      path: paths.article(article._id),
      image: article.img,
      type: 'article',
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function ArticleDetail({ loaderData }: Route.ComponentProps) {
  const { article, html } = loaderData;
  return (
    <div className="container py-5 article-detail">
      <article className="page-narrow">
        <p className="back-link">
          <Link to={paths.articles}>
            <span aria-hidden="true">← </span>Volver a los artículos
          </Link>
        </p>
        <h1 className="page-title">{article.title}</h1>
        <p className="article-date">
          <time dateTime={article.updatedAt}>{article.date}</time>
        </p>
        <div className="media-frame ratio-3x2 article-image">
          <ResponsiveImage
            file={article.img}
            alt={`Imagen del artículo ${article.title}`}
            sizes="(min-width: 768px) 672px, 100vw"
            width={1200}
            height={800}
            priority
          />
        </div>
        {/* Rendered on the server from the article's Markdown, with raw HTML escaped and links filtered. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
