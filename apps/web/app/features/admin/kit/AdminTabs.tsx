import { Link } from 'react-router';
import { ADMIN_TABS, tabHref, type AdminTab } from './tabs';

/**
 * The panel's tab bar: a link per tab, each to its own address, so that a reload, a shared link or the back
 * button keeps the place. The current one is marked as the page (also on /admin, which shows the first tab).
 * Plain links in a list: Tab reaches each one and Enter opens it; on a phone they wrap.
 */
export function AdminTabs({ current }: { current: AdminTab | undefined }) {
  return (
    <nav aria-label="Secciones del panel" className="admin-tabs">
      <ul className="nav nav-pills">
        {ADMIN_TABS.map(({ path, label }) => (
          <li key={path} className="nav-item">
            <Link
              to={tabHref(path)}
              className={`nav-link${path === current ? ' active' : ''}`}
              aria-current={path === current ? 'page' : undefined}
              preventScrollReset
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
