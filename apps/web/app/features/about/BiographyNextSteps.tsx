import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Where a reader goes after the biography: the activities first, the training second. */
export function BiographyNextSteps() {
  return (
    <aside className="biography-next-steps" aria-labelledby="biography-next-steps-title">
      <h2 id="biography-next-steps-title" className="biography-next-steps-title">
        ¿Querés vivir la experiencia?
      </h2>
      <p>Sumate a un taller o a una charla, o conocé la formación para facilitar constelaciones.</p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.calendar}>
          Ver actividades
        </Link>
        <Link className="btn btn-outline-primary" to={paths.training}>
          Conocé la formación NCFA
        </Link>
      </div>
    </aside>
  );
}
