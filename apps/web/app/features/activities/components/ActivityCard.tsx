import { Link } from 'react-router';
import { formatCardDate, shortenForCard, type Activity } from '@constelaciones/contract';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { paths } from '../../../lib/paths';

export function ActivityCard({ activity, priority = false }: { activity: Activity; priority?: boolean }) {
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
        <p className="card-text">{shortenForCard(activity.description)}</p>
        <p className="card-date mt-auto">
          <strong>Fecha:</strong> {formatCardDate(activity.day)}
        </p>
        <Link className="btn btn-primary align-self-start" to={paths.activity(activity._id)}>
          Ver actividad<span className="visually-hidden"> «{activity.title}»</span>
        </Link>
      </div>
    </article>
  );
}
