import {
  agendaDays,
  agendaEndpoints,
  formatDate,
  messages,
  type AgendaEntry,
} from '@constelaciones/contract';
import { ItemActions } from '../kit/ItemActions';
import { NothingYet } from '../kit/NothingYet';
import { TableRegion } from '../../../components/ui/TableRegion';
import { call } from '../../../lib/client';
import { useRemoval } from '../kit/useRemoval';
import { adminHref } from '../kit/tabs';

const LABEL = 'Fechas de la agenda';

/** The owner's own agenda entries, by date: when, title, modality, kind, Editar and Borrar. */
export function AgendaEntryList({ entries }: { entries: AgendaEntry[] }) {
  const { pendingId, removeItem } = useRemoval(messages.agenda, (id) =>
    call(agendaEndpoints.remove, { params: { id } }),
  );
  if (entries.length === 0) return <NothingYet label={LABEL} />;
  return (
    <TableRegion label={LABEL} className="admin-table">
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Título</th>
            <th scope="col">Modalidad</th>
            <th scope="col">Tipo</th>
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td>
                {formatDate(entry.date)}
                {entry.endDate && <> ({agendaDays(entry)})</>}
              </td>
              <th scope="row">{entry.title}</th>
              <td>{entry.modality}</td>
              <td>{entry.kind}</td>
              <td>
                <ItemActions
                  name={entry.title}
                  editTo={adminHref('editar-agenda', entry._id)}
                  onRemove={() => void removeItem(entry._id)}
                  removing={pendingId === entry._id}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
