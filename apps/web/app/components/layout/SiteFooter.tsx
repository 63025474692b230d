import { Link } from 'react-router';
import type { SiteContent } from '@constelaciones/contract';
import { paths } from '../../lib/paths';
import { SocialLinks } from './SocialLinks';

interface Props {
  owner: SiteContent['owner'];
  social: SiteContent['social'];
  credits: SiteContent['credits'];
}

export function SiteFooter({ owner, social, credits }: Props) {
  return (
    <footer className="site-footer drawn-near-screen">
      <div className="social-bar">
        <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-3">
          <p className="mb-0">Seguinos en las redes</p>
          <SocialLinks social={social} />
        </div>
      </div>
      <div className="container py-4">
        <div className="row gy-3">
          <div className="col-md-6">
            <p className="site-footer-name mb-1">{owner.name}</p>
            <p className="mb-1">{owner.profession}</p>
            <a href={`mailto:${owner.email}`}>{owner.email}</a>
          </div>
          <nav className="col-md-6" aria-label="Secundaria">
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
                <Link to={paths.about}>Conoceme</Link>
              </li>
              <li>
                <Link to={paths.terms}>Términos y condiciones</Link>
              </li>
              <li>
                <Link to={paths.privacy}>Política de privacidad</Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="site-credits mt-4 mb-0">
          {credits.design} · {credits.development}
        </p>
      </div>
    </footer>
  );
}
