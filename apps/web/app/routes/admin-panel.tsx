import { Outlet, redirect, useLocation, useNavigation } from 'react-router';
import { demoEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-panel';
import { accountMeta } from '../features/auth/meta';
import { AdminTabs } from '../features/admin/kit/AdminTabs';
import { DemoBanner } from '../features/admin/demo/DemoBanner';
import { legacyTab, tabAt, tabHref, tabLabel } from '../features/admin/kit/tabs';
import { call } from '../lib/client';

/**
 * Addresses from before each tab had its own (/admin?tab=cursos), bookmarked or shared, lead to the tab; and
 * whether the site still shows demo content.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const tab = legacyTab(new URL(request.url));
  if (tab) throw redirect(tabHref(tab));
  return call(demoEndpoints.status, {});
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, 'Panel de administración');

/**
 * The admin panel (spec section 2): the tab bar, and the chosen tab's route below its heading. Each tab is a
 * route of its own (routes.ts), with its loader and error boundary: a tab that fails to load shows its error
 * here, and the tab bar stays.
 */
export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const tab = tabAt(pathname);
  // Another tab is loading: the current one stays, dimmed, until it arrives.
  const switching = navigation.state === 'loading' && tabAt(navigation.location.pathname) !== undefined;
  return (
    <div className="container py-4 py-md-5 admin-page">
      <h1 className="page-title">Panel de administración</h1>
      {loaderData.demo && <DemoBanner />}
      <div className="admin-layout">
        <AdminTabs current={tab} />
        <section
          className={`admin-panel${switching ? ' is-switching' : ''}`}
          aria-labelledby="admin-tab-title"
          aria-busy={switching || undefined}
        >
          <h2 id="admin-tab-title" className="admin-tab-title">
            {tab && tabLabel(tab)}
          </h2>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
