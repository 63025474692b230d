import type { Route } from './+types/admin-editar-agenda';
import { accountMeta } from '../features/auth/meta';
import { findAgendaEntry } from '../features/admin/agenda/api';
import { AgendaEntryForm } from '../features/admin/agenda/AgendaEntryForm';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';

const title = 'Editar fecha de la agenda';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  entry: await findAgendaEntry(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** An agenda entry's edit page (/admin/editar-agenda/{id}); once saved, back to 'Agenda'. */
export default function EditAgendaEntry({ loaderData: { entry } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-agenda">
      {(backToList) => <AgendaEntryForm entry={entry} onSaved={backToList} />}
    </EditPage>
  );
}
