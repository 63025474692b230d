import { Link } from 'react-router';
import { ADMIN_TABS, tabHref, type AdminTab } from './tabs';

/**
 * The panel's tabs. Each is a link to the panel with ?tab=..., so that a reload or the back button keeps
 * the place; the chosen one is marked as the current page.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  return (
    <nav aria-label="Secciones del panel" className="admin-tabs">
      <ul className="nav nav-pills">
        {ADMIN_TABS.map((tab) => (
          <li key={tab.key} className="nav-item">
            <Link
              to={tabHref(tab.key)}
              className={`nav-link${tab.key === current ? ' active' : ''}`}
              aria-current={tab.key === current ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
