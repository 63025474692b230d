import { Link } from 'react-router';
import type { SiteImage } from '@constelaciones/contract';
import { PhotosBeside } from '../../components/ui/PhotosBeside';
import { paths } from '../../lib/paths';
import { moduleLists } from './moduleLists';

/**
 * What the training's page shows of her record: its texts of several paragraphs as HTML rendered from
 * Markdown.
 */
interface Training {
  heading: string;
  duration: string;
  format: string;
  slides: SiteImage[];
  paragraphs: string;
  prices: string;
}

/**
 * 'Formación NCFA': her texts and photos of the training, 'Inscribite', the syllabus and the module lists.
 */
export function TrainingPage({ training }: { training: Training }) {
  return (
    <div className="container py-5">
      <h1 className="page-title">{training.heading}</h1>
      <PhotosBeside slides={training.slides} label="Imágenes de la formación">
        <section className="card training-summary" aria-labelledby="training-duration-title">
          <div className="card-body">
            <h2 id="training-duration-title" className="h5">
              Duración
            </h2>
            <p>{training.duration}</p>
            <h2 className="h5">Modalidad</h2>
            <p>{training.format}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary btn-lg" to={paths.dashboard}>
                Inscribite
              </Link>
              <Link className="btn btn-outline-primary btn-lg" to={paths.syllabus}>
                Programa
              </Link>
            </div>
          </div>
        </section>
      </PhotosBeside>

      <section className="prose mt-5" aria-labelledby="training-about-title">
        <h2 id="training-about-title">Sobre la formación</h2>
        <div dangerouslySetInnerHTML={{ __html: training.paragraphs }} />
      </section>

      <section className="prose" aria-labelledby="training-prices-title">
        <h2 id="training-prices-title">Valores</h2>
        <div dangerouslySetInnerHTML={{ __html: training.prices }} />
      </section>

      <section className="prose" aria-labelledby="training-modules-title">
        <h2 id="training-modules-title">Módulos</h2>
        <ul className="list-unstyled row g-3 training-module-links">
          {Object.values(moduleLists).map((list) => (
            <li className="col-sm-6" key={list.path}>
              <Link className="training-module-link" to={list.path}>
                {list.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
