import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { adminHref } from './tabs';
import { ItemActions } from './ItemActions';
import { NothingYet } from './NothingYet';
import { useRemoval, type RemovalMessages } from './useRemoval';

interface Item {
  _id: string;
  title: string;
  img: string;
}

interface Props<T extends Item> {
  items: T[];
  /** What the items are, e.g. 'Actividades': the list's accessible name. */
  label: string;
  /** The edit page's route under /admin, e.g. 'editar-actividad' (spec section 2). */
  edit: string;
  /** The deletion's texts, and its call. */
  removal: { texts: RemovalMessages; remove: (id: string) => Promise<unknown> };
  /** What the item shows under its title. */
  details: (item: T) => ReactNode;
}

/** An admin list of items with an image (activities, articles): thumbnail, title, details, Editar and Borrar. */
export function ItemList<T extends Item>({ items, label, edit, removal, details }: Props<T>) {
  const { pendingId, removeItem } = useRemoval(removal.texts, removal.remove);
  if (items.length === 0) return <NothingYet label={label} />;
  return (
    <ul className="list-unstyled admin-list" aria-label={label}>
      {items.map((item) => (
        <li key={item._id} className="admin-item">
          <div className="media-frame ratio-3x2 admin-thumb">
            <ResponsiveImage file={item.img} alt="" sizes="120px" width={120} height={80} />
          </div>
          <div className="admin-item-body">
            <h3 className="admin-item-title">{item.title}</h3>
            {details(item)}
          </div>
          <ItemActions
            name={item.title}
            editTo={adminHref(edit, item._id)}
            onRemove={() => void removeItem(item._id)}
            removing={pendingId === item._id}
          />
        </li>
      ))}
    </ul>
  );
}
