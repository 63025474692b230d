import { useId } from 'react';
import { Link } from 'react-router';
import { ADMIN_TAB_GROUPS, tabHref, tabsIn, type AdminTab } from './tabs';

/**
 * The panel's tab bar: a link per tab, each to its own address, so that a reload, a shared link or the back
 * button keeps the place: 'Inicio' first, then the others grouped under what she does there (a list per group,
 * named by its title). The current one is marked as the page (also on /admin, which shows 'Inicio'). Plain links
 * in lists: Tab reaches each one and Enter opens it; on a phone they wrap under their group's title.
 */
export function AdminTabs({ current }: { current: AdminTab | undefined }) {
  const id = useId();
  const links = (tabs: readonly { path: AdminTab; label: string }[]) =>
    tabs.map(({ path, label }) => (
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
    ));
  return (
    <nav aria-label="Secciones del panel" className="admin-tabs">
      <div className="admin-tab-group">
        <ul className="nav nav-pills">{links(tabsIn())}</ul>
      </div>
      {ADMIN_TAB_GROUPS.map((group) => (
        <div key={group.key} className="admin-tab-group">
          <p id={`${id}-${group.key}`} className="admin-tab-group-title">
            {group.label}
          </p>
          <ul className="nav nav-pills" aria-labelledby={`${id}-${group.key}`}>
            {links(tabsIn(group.key))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
