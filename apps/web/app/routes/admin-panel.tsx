import { useNavigation } from 'react-router';
import type { Route } from './+types/admin-panel';
import { accountMeta } from '../features/auth/meta';
import { requireAdmin } from '../features/admin/guard';
import { AdminTabs } from '../features/admin/panel/AdminTabs';
import { TabContent } from '../features/admin/panel/TabContent';
import { loadTabData } from '../features/admin/panel/tabData';
import { tabLabel, tabOf } from '../features/admin/panel/tabs';
import { paths } from '../lib/paths';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return loadTabData(tabOf(new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, 'Panel de administración');

/** The admin panel (spec section 2): its tabs, and the chosen one's screen. */
export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Another tab is loading: the current one stays, dimmed, until it arrives.
  const switching = navigation.state === 'loading' && navigation.location.pathname === paths.admin;
  const { tab } = loaderData;
  return (
    <div className="container py-4 py-md-5 admin-page">
      <h1 className="page-title">Panel de administración</h1>
      <div className="admin-layout">
        <AdminTabs current={tab} />
        <section
          className={`admin-panel${switching ? ' is-switching' : ''}`}
          aria-labelledby="admin-tab-title"
          aria-busy={switching || undefined}
        >
          <h2 id="admin-tab-title" className="admin-tab-title">
            {tabLabel(tab)}
          </h2>
          <TabContent key={tab} data={loaderData} />
        </section>
      </div>
    </div>
  );
}
