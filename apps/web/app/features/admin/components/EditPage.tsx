import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tabHref, tabLabel, type AdminTab } from '../panel/tabs';

interface Props {
  title: string;
  /** The panel's tab this page comes from, and goes back to. */
  tab: AdminTab;
  children: ReactNode;
}

/** The frame of an admin edit page: a way back to its list, the heading, then the form. */
export function EditPage({ title, tab, children }: Props) {
  return (
    <div className="container py-4 py-md-5 admin-page">
      <p className="back-link">
        <Link to={tabHref(tab)}>
          <span aria-hidden="true">← </span>Volver a {tabLabel(tab)}
        </Link>
      </p>
      <h1 className="page-title">{title}</h1>
      <div className="card admin-card">
        <div className="card-body">{children}</div>
      </div>
    </div>
  );
}
