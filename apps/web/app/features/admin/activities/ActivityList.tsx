import { activityEndpoints, formatCardDate, messages, type Activity } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { ItemList } from '../kit/ItemList';

const removal = {
  texts: messages.activity,
  remove: (id: string) => call(activityEndpoints.remove, { params: { id } }),
};

const details = (activity: Activity) => (
  <>
    <p className="admin-item-meta">
      {formatCardDate(activity.day)} · {activity.modality} · {activity.city}
    </p>
    {(activity.important || activity.archived) && (
      <p className="admin-item-badges">
        {activity.important && <span className="badge text-bg-primary">Importante</span>}
        {activity.archived && <span className="badge text-bg-secondary">Archivada</span>}
      </p>
    )}
  </>
);

/** 'Administrar actividades': every activity, archived ones too, with Editar and Borrar. */
export function ActivityList({ activities }: { activities: Activity[] }) {
  return (
    <ItemList
      items={activities}
      label="Actividades"
      edit="editar-actividad"
      removal={removal}
      details={details}
    />
  );
}
