import { Link } from 'react-router';

/** An admin list's 'Editar': the item's edit page, its name read after 'Editar' by screen readers. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className="btn btn-sm btn-outline-primary">
      Editar<span className="visually-hidden"> «{name}»</span>
    </Link>
  );
}
