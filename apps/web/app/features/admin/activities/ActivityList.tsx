import { formatCardDate, messages, type Activity } from '@constelaciones/contract';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { ItemActions } from '../components/ItemActions';
import { useRemoval } from '../components/useRemoval';
import { deleteActivity } from './api';

/** 'Administrar actividades': every activity, archived ones too, with Editar and Borrar. */
export function ActivityList({ activities }: { activities: Activity[] }) {
  const { pendingId, removeItem } = useRemoval({
    question: messages.activity.deleteConfirm,
    confirmText: messages.activity.deleteConfirmButton,
    remove: deleteActivity,
    removed: messages.activity.deleted,
    failed: messages.activity.deleteFailed,
  });

  if (activities.length === 0) return <p>Todavía no hay actividades.</p>;
  return (
    <ul className="list-unstyled admin-list" aria-label="Actividades">
      {activities.map((activity) => (
        <li key={activity._id} className="admin-item">
          <div className="media-frame ratio-3x2 admin-thumb">
            <ResponsiveImage file={activity.img} alt="" sizes="120px" width={120} height={80} />
          </div>
          <div className="admin-item-body">
            <h3 className="admin-item-title">{activity.title}</h3>
            <p className="admin-item-meta">
              {formatCardDate(activity.day)} · {activity.modality} · {activity.city}
            </p>
            {(activity.important || activity.archived) && (
              <p className="admin-item-badges">
                {activity.important && <span className="badge text-bg-primary">Importante</span>}
                {activity.archived && <span className="badge text-bg-secondary">Archivada</span>}
              </p>
            )}
          </div>
          <ItemActions
            name={activity.title}
            editTo={`editar-actividad/${activity._id}`}
            onRemove={() => void removeItem(activity._id)}
            removing={pendingId === activity._id}
          />
        </li>
      ))}
    </ul>
  );
}
