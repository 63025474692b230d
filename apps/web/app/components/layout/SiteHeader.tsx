import { useId, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { NavDropdown } from './NavDropdown';
import { useMenuOpen } from './useMenuOpen';

const workshopLinks = [
  { to: paths.workshopsInPerson, label: 'Talleres presenciales' },
  { to: paths.workshopsVirtual, label: 'Talleres virtuales' },
];

const mainLinks = [
  { to: paths.training, label: 'Formación NCFA' },
  { to: paths.calendar, label: 'Actividades' },
  { to: paths.agenda, label: 'Agenda' },
  { to: paths.constellators, label: 'Consteladores' },
  { to: paths.articles, label: 'Artículos' },
  { to: paths.about, label: 'Conoceme' },
];

interface Props {
  ownerName: string;
  /** The last item of the bar: the Login link or the user's menu. */
  accountMenu: ReactNode;
}

/**
 * A light, accessible navbar on Bootstrap's CSS (no Bootstrap JS). The menu collapses below 1200 px: on a
 * tablet or a small laptop its links and a user's name do not fit one line.
 */
export function SiteHeader({ ownerName, accountMenu }: Props) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const menuId = useId();

  return (
    <header className="site-header">
      <nav className="navbar navbar-expand-xl" aria-label="Principal">
        <div className="container">
          {/* Before she writes her name the brand still leads home, named as the home page. */}
          <Link className="navbar-brand site-brand" to={paths.home}>
            {ownerName || 'Inicio'}
          </Link>
          <button
            className="navbar-toggler"
            type="button"
            aria-controls={menuId}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`} id={menuId}>
            <ul className="navbar-nav ms-auto">
              <NavDropdown
                label="Taller de constelaciones"
                active={workshopLinks.some((link) => pathname === link.to)}
              >
                {workshopLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink className="dropdown-item" to={link.to}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </NavDropdown>
              {mainLinks.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {accountMenu}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
