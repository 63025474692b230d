import { data, Link } from 'react-router';
import { metaDescription, plainTextFromMarkdown } from '@constelaciones/contract/text';
import type { Route } from './+types/calendario-actividad';
import { ResponsiveImage } from '../components/ui/ResponsiveImage';
import { ActivityFacts } from '../features/activities/components/ActivityFacts';
import { buyHref } from '../features/activities/buy';
import { hasTakenPlace } from '../features/activities/schedule';
import { BuyButton } from '../features/purchases/BuyButton';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ params, context }: Route.LoaderArgs) {
  const activity = await context.catalog.activity(params.id);
  if (!activity) throw data(null, { status: 404 });
  const courses = activity.associateModel === 'Course' ? await context.catalog.courses() : [];
  const { description, ...details } = activity;
  return {
    activity: details,
    // The paragraphs as the admin wrote them, one per line.
    paragraphs: description
      .split(/\n+/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    buyHref: buyHref(activity, courses),
    placesLeft: (
      await context.catalog.placesLeft([
        {
          inscriptionModel: 'Activity',
          inscriptionId: activity._id,
          courseDate: null,
          capacity: activity.capacity,
        },
      ])
    )[0]!,
    tookPlace: hasTakenPlace(activity, Date.now()),
    seo: seoFor(context, {
      section: activity.title,
      description: metaDescription(plainTextFromMarkdown(description)),
      path: paths.activity(activity._id),
      image: activity.img,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  const { activity, paragraphs, buyHref, tookPlace, placesLeft } = loaderData;
  return (
    <div className="container py-5 activity-detail">
      <p className="back-link">
        <Link to={paths.calendar}>
          <span aria-hidden="true">← </span>Volver a las actividades
        </Link>
      </p>
      <article className="row g-4 g-lg-5">
        <div className="col-md-6">
          <div className="media-frame ratio-3x2">
            <ResponsiveImage
              file={activity.img}
              alt={`Imagen de la actividad ${activity.title}`}
              sizes="(min-width: 1320px) 636px, (min-width: 768px) 50vw, 100vw"
              width={1200}
              height={800}
              priority
            />
          </div>
        </div>
        <div className="col-md-6">
          <h1 className="page-title">{activity.title}</h1>
          <ActivityFacts activity={activity} />
          {tookPlace ? (
            <p className="activity-over">Esta actividad ya se realizó.</p>
          ) : buyHref ? (
            <Link className="btn btn-primary btn-lg activity-buy" to={buyHref}>
              Inscribite
            </Link>
          ) : (
            <BuyButton
              product={{ _id: activity._id, model: 'Activity', title: activity.title, placesLeft }}
              className="btn btn-primary btn-lg activity-buy"
            />
          )}
          <div className="activity-description">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
    </div>
  );
}
