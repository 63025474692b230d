import { Link } from 'react-router';
import { formatDate } from '@constelaciones/contract/format';
import { newsletterMessages as words } from '@constelaciones/contract/newsletter-messages';
import type { Route } from './+types/novedades';
import { SubscribeForm } from '../features/newsletter/SubscribeForm';
import { submitSubscription } from '../features/newsletter/subscribe.server';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const issues = await context.newsletter.archive();
  return {
    issues: issues.map((issue) => ({ ...issue, date: formatDate(issue.sentAt) })),
    seo: seoFor(context, { section: 'Novedades', description: words.intro, path: paths.newsletter }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/** The newsletter's form posts here, from this page and from every footer (docs/decisions/073-newsletter.md). */
export const action = ({ request, context }: Route.ActionArgs) =>
  submitSubscription(request, context.newsletter);

/** /novedades: the form to receive her news, and the newsletters she sent, newest first. */
export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container py-5">
      <div className="page-narrow">
        <h1 className="page-title">Novedades</h1>
        <div className="border rounded p-3 mb-5">
          <SubscribeForm id="novedades" outcome={actionData} />
        </div>
        <h2 className="h4">{words.archiveTitle}</h2>
        {loaderData.issues.length === 0 ? (
          <p>{words.archiveEmpty}</p>
        ) : (
          <ul className="list-unstyled newsletter-archive">
            {loaderData.issues.map((issue) => (
              <li key={issue._id} className="mb-2">
                <Link to={paths.newsletterIssue(issue._id)}>{issue.subject}</Link>{' '}
                <time className="text-body-secondary small" dateTime={issue.sentAt}>
                  {issue.date}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
