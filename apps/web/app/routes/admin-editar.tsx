import { data, useLocation } from 'react-router';
import type { Route } from './+types/admin-editar';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/components/adminLoader';
import { EditPage } from '../features/admin/components/EditPage';
import { editSpecAt } from '../features/admin/panel/editPages';

/*
 * Every edit page of the panel (/admin/editar-actividad/{id}, editar-articulo, editar-curso, editar-modulo):
 * one route module, registered once per page by routes.ts, that finds the page by its path. The item is
 * loaded archived or not; once saved, the page goes back to its tab's list.
 */

export const clientLoader = adminLoader(async ({ request, params }: Route.ClientLoaderArgs) => {
  const page = editSpecAt(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { item: await page.load(params.id) };
});

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountMeta(matches[0]?.loaderData, editSpecAt(location.pathname)?.title ?? 'Administración');

export default function EditItem({ loaderData: { item } }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = editSpecAt(pathname);
  if (!page) return null;
  const { title, tab, Form } = page;
  return (
    <EditPage title={title} tab={tab}>
      {/* Keyed by the address: going from one item's page to another's starts a fresh form. */}
      {(backToList) => <Form key={pathname} item={item} onSaved={backToList} />}
    </EditPage>
  );
}
