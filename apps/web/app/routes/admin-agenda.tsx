import { Link, useRevalidator } from 'react-router';
import { agendaEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-agenda';
import { AgendaEntryForm } from '../features/admin/agenda/AgendaEntryForm';
import { AgendaEntryList } from '../features/admin/agenda/AgendaEntryList';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { call } from '../lib/client';
import { paths } from '../lib/paths';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(agendaEndpoints.list, {}));

/**
 * 'Agenda' (/admin/agenda): the dates the owner adds by hand. Activities, the workshops' dates and the live
 * modules' dates reach /agenda by themselves.
 */
export default function AgendaTab({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <>
      <p>
        La <Link to={paths.agenda}>agenda</Link> ya muestra las actividades, las fechas de los talleres y las
        de los módulos en directo. Agregá aquí lo que no se vende en el sitio.
      </p>
      <h3 className="h4">Agregar una fecha</h3>
      <AgendaEntryForm onSaved={() => void revalidate()} />
      <h3 className="h4 mt-4">Fechas agregadas</h3>
      <AgendaEntryList entries={loaderData.entries} />
    </>
  );
}
