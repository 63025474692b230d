import { Link } from 'react-router';
import { partHref, SITE_PARTS } from './parts';

/** 'Contenido del sitio' itself: the parts of the site, each a link to its own page, with what it holds. */
export function SiteContentIndex() {
  return (
    <>
      <p>
        Elegí qué parte del sitio querés cambiar. En cada una ves cómo va a quedar mientras escribís, y nada
        se publica hasta que tocás «Guardar».
      </p>
      <ul className="list-unstyled site-parts" aria-label="Partes del sitio">
        {SITE_PARTS.map((part) => (
          <li key={part.slug} className="site-part">
            <Link to={partHref(part)} className="site-part-link stretched-link">
              {part.title}
            </Link>
            <p className="site-part-holds">{part.holds}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
