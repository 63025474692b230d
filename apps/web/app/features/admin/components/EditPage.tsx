import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { tabHref, tabLabel, type AdminTab } from '../panel/tabs';

interface Props {
  title: string;
  /** The panel's tab this page comes from, and goes back to once the item is saved. */
  tab: AdminTab;
  /** The form, given what to do once it has saved. */
  children: (backToList: () => void) => ReactNode;
}

/** The frame of an admin edit page: a way back to its list, the heading, then the form. */
export function EditPage({ title, tab, children }: Props) {
  const navigate = useNavigate();
  return (
    <div className="container py-4 py-md-5 admin-page">
      <p className="back-link">
        <Link to={tabHref(tab)}>
          <span aria-hidden="true">← </span>Volver a {tabLabel(tab)}
        </Link>
      </p>
      <h1 className="page-title">{title}</h1>
      <div className="card admin-card">
        <div className="card-body">{children(() => void navigate(tabHref(tab)))}</div>
      </div>
    </div>
  );
}
