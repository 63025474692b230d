import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

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

/**
 * A light, accessible navbar on Bootstrap's CSS (no Bootstrap JS): the menu collapses on phones,
 * the workshops dropdown opens with click or keyboard and closes with Escape or a click outside.
 */
export function SiteHeader({ ownerName }: { ownerName: string }) {
  const location = useLocation();
  // Menus remember the page they were opened on, so they are closed after any navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [dropdownOpenOn, setDropdownOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const dropdownOpen = dropdownOpenOn === location.pathname;
  const dropdownRef = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const dropdownId = useId();

  useEffect(() => {
    if (!dropdownOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !dropdownRef.current?.contains(event.target as Node)
      ) {
        setDropdownOpenOn(null);
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [dropdownOpen]);

  const workshopActive = workshopLinks.some((link) => location.pathname === link.to);

  return (
    <header className="site-header">
      <nav className="navbar navbar-expand-lg" aria-label="Principal">
        <div className="container">
          <Link className="navbar-brand site-brand" to={paths.home}>
            {ownerName}
          </Link>
          <button
            className="navbar-toggler"
            type="button"
            aria-controls={menuId}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`} id={menuId}>
            <ul className="navbar-nav ms-auto">
              <li className="nav-item dropdown" ref={dropdownRef}>
                <button
                  type="button"
                  className={`nav-link dropdown-toggle${workshopActive ? ' active' : ''}`}
                  aria-expanded={dropdownOpen}
                  aria-controls={dropdownId}
                  onClick={() => setDropdownOpenOn(dropdownOpen ? null : location.pathname)}
                >
                  Taller de constelaciones
                </button>
                <ul className={`dropdown-menu${dropdownOpen ? ' show' : ''}`} id={dropdownId}>
                  {workshopLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink className="dropdown-item" to={link.to}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              {mainLinks.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="nav-item">
                <NavLink className="nav-link" to={paths.login}>
                  Login
                </NavLink>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
