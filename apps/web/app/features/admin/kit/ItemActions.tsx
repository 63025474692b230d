import { EditLink } from './EditLink';

interface Props {
  /** The item's name, read after 'Editar' and 'Borrar' by screen readers. */
  name: string;
  /** The edit page. */
  editTo: string;
  onRemove: () => void;
  removing: boolean;
}

/** An admin list item's 'Editar' and 'Borrar'. */
export function ItemActions({ name, editTo, onRemove, removing }: Props) {
  return (
    <div className="admin-item-actions">
      <EditLink to={editTo} name={name} />
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={onRemove}
        disabled={removing}
        aria-busy={removing || undefined}
      >
        Borrar<span className="visually-hidden"> «{name}»</span>
      </button>
    </div>
  );
}
