import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteContent } from '@constelaciones/contract';
import { paths } from '../../lib/paths';
import { SocialLinks } from './SocialLinks';

interface Props {
  owner: SiteContent['owner'];
  footer: SiteContent['footer'];
  /** The newsletter's form ('Recibí las novedades'), which the app's shell hands in. */
  newsletter?: ReactNode;
}

/**
 * The footer: her social networks (when she set any), name, profession and contact address, the site's links,
 * the newsletter's form and the credits.
 */
export function SiteFooter({ owner, footer, newsletter }: Props) {
  const credits = [footer.design, footer.development].filter(Boolean);
  // With none of her networks set, the bar would invite to follow nothing: it is not drawn.
  const social = [footer.instagram, footer.facebook, footer.youtube, footer.spotify].some(Boolean);
  return (
    <footer className="site-footer drawn-near-screen">
      {social && (
        <div className="social-bar">
          <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
            <p className="mb-0">Seguinos en las redes</p>
            <SocialLinks social={footer} />
          </div>
        </div>
      )}
      <div className="container py-4">
        <div className="row gy-3">
          <div className="col-md-4">
            <p className="site-footer-name mb-1">{owner.name}</p>
            <p className="mb-1">{owner.profession}</p>
            {footer.email && <a href={`mailto:${footer.email}`}>{footer.email}</a>}
          </div>
          <nav className="col-md-4" aria-label="Secundaria">
            <ul className="list-unstyled mb-0 footer-links">
              <li>
                <Link to={paths.calendar}>Actividades</Link>
              </li>
              <li>
                <Link to={paths.training}>Formación NCFA</Link>
              </li>
              <li>
                <Link to={paths.articles}>Artículos</Link>
              </li>
              <li>
                <Link to={paths.newsletter}>Novedades</Link>
              </li>
              <li>
                <Link to={paths.about}>Conoceme</Link>
              </li>
              <li>
                <Link to={paths.terms}>Términos y condiciones</Link>
              </li>
              <li>
                <Link to={paths.privacy}>Política de privacidad</Link>
              </li>
              <li>
                {/* Resolución 424/2020: the link is named exactly so, reaches the form without logging in. */}
                <Link to={paths.withdrawal}>Botón de arrepentimiento</Link>
              </li>
            </ul>
          </nav>
          <div className="col-md-4">{newsletter}</div>
        </div>
        {credits.length > 0 && <p className="site-credits mt-4 mb-0">{credits.join(' · ')}</p>}
      </div>
    </footer>
  );
}
