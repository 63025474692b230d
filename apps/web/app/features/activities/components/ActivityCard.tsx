import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { paths } from '../../../lib/paths';

/** What an activity card shows: the loader sends the shortened text and the date, never the whole activity. */
export interface ActivitySummary {
  _id: string;
  title: string;
  img: string;
  /** The description, cut by the specification's card rule. */
  excerpt: string;
  /** DD/MM/YYYY a las H:MM AM (hora Argentina (GTM -3)) */
  date: string;
}

export function ActivityCard({
  activity,
  priority = false,
}: {
  activity: ActivitySummary;
  priority?: boolean;
}) {
  return (
    <article className="card card-activity">
      <div className="media-frame ratio-3x2 card-img-top">
        <ResponsiveImage
          file={activity.img}
          alt={`Imagen de la actividad ${activity.title}`}
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 33vw, 100vw"
          width={1200}
          height={800}
          priority={priority}
        />
      </div>
      <div className="card-body d-flex flex-column">
        <h3 className="card-title">{activity.title}</h3>
        <p className="card-text">{activity.excerpt}</p>
        <p className="card-date mt-auto">
          <strong>Fecha:</strong> {activity.date}
        </p>
        <Link className="btn btn-primary align-self-start" to={paths.activity(activity._id)}>
          Ver actividad<span className="visually-hidden"> «{activity.title}»</span>
        </Link>
      </div>
    </article>
  );
}
