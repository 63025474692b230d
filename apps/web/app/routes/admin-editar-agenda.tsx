import { agendaEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-editar-agenda';
import { accountMeta } from '../features/auth/meta';
import { AgendaEntryForm } from '../features/admin/agenda/AgendaEntryForm';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { call } from '../lib/client';

const title = 'Editar fecha de la agenda';

export const clientLoader = adminLoader(({ params }: Route.ClientLoaderArgs) =>
  call(agendaEndpoints.show, { params: { id: params.id } }),
);

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** An agenda entry's edit page (/admin/editar-agenda/{id}); once saved, back to 'Agenda'. */
export default function EditAgendaEntry({ loaderData: { entry } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-agenda">
      {(backToList) => <AgendaEntryForm entry={entry} onSaved={backToList} />}
    </EditPage>
  );
}
