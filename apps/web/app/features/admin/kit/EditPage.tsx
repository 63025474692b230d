import { Fragment, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { editTab, tabHref, tabLabel, type EditPath } from './tabs';

/** What an edit page's form receives: the item as its page loaded it, and what to do once it is saved. */
export interface EditFormProps<Item> {
  item: Item;
  onSaved: () => void;
}

interface Props {
  title: string;
  /** The page's path under /admin, e.g. 'editar-curso': once the item is saved it goes back to its tab. */
  edit: EditPath;
  /** The form, given what to do once it has saved. */
  children: (backToList: () => void) => ReactNode;
}

/** The frame of an admin edit page: a way back to its list, the heading, then the form. */
export function EditPage({ title, edit, children }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = editTab(edit);
  return (
    <div className="container py-4 py-md-5 admin-page">
      <p className="back-link">
        <Link to={tabHref(tab)}>
          <span aria-hidden="true">← </span>Volver a {tabLabel(tab)}
        </Link>
      </p>
      <h1 className="page-title">{title}</h1>
      <div className="card admin-card">
        <div className="card-body">
          {/* Keyed by the address: going from one item's page to another's starts a fresh form. */}
          <Fragment key={pathname}>{children(() => void navigate(tabHref(tab)))}</Fragment>
        </div>
      </div>
    </div>
  );
}
