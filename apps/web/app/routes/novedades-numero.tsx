import { data, Link } from 'react-router';
import { formatDate } from '@constelaciones/contract/format';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
import { newsletterMessages as words } from '@constelaciones/contract/newsletter-messages';
import { metaDescription, plainTextFromMarkdown } from '@constelaciones/contract/text';
import type { Route } from './+types/novedades-numero';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ params, context }: Route.LoaderArgs) {
  const issue = await context.newsletter.issue(params.id);
  if (!issue) throw data(null, { status: 404 });
  return {
    issue: { subject: issue.subject, sentAt: issue.sentAt, date: formatDate(issue.sentAt) },
    html: renderArticleMarkdown(issue.body),
    seo: seoFor(context, {
      section: issue.subject,
      description: metaDescription(plainTextFromMarkdown(issue.body)),
      path: paths.newsletterIssue(issue._id),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/** /novedades/{id}: one newsletter as it was sent, for whoever missed it. */
export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue, html } = loaderData;
  return (
    <div className="container py-5">
      <article className="page-narrow">
        <p className="back-link">
          <Link to={paths.newsletter}>
            <span aria-hidden="true">← </span>
            {words.archiveBack}
          </Link>
        </p>
        <h1 className="page-title">{issue.subject}</h1>
        <p className="article-date">
          <time dateTime={issue.sentAt}>{issue.date}</time>
        </p>
        {/* Rendered on the server from her Markdown, with raw HTML escaped and links filtered. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
