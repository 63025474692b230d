import { formatDate } from '@constelaciones/contract/format';
import { metaDescription, plainTextFromMarkdown, shortenForCard } from '@constelaciones/contract/text';
import type { Route } from './+types/articulos';
import { ArticleCard } from '../features/articles/components/ArticleCard';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const articles = (await context.catalog.articles()).map(({ _id, title, img, paragraph, updatedAt }) => ({
    _id,
    title,
    img,
    excerpt: shortenForCard(plainTextFromMarkdown(paragraph)),
    updatedAt,
    date: formatDate(updatedAt),
  }));
  const titles = articles.map((article) => article.title).join(', ');
  return {
    articles,
    seo: seoFor(context, {
      section: 'Artículos',
      description: metaDescription(`Artículos de ${context.site.owner.name}${titles ? `: ${titles}` : '.'}`),
      path: paths.articles,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <div className="container py-5 articles-page">
      <h1 className="page-title">Artículos</h1>
      {articles.length > 0 ? (
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled" aria-label="Artículos">
          {articles.map((article, index) => (
            <li className="col" key={article._id}>
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Todavía no hay artículos publicados. Volvé pronto.</p>
      )}
    </div>
  );
}
