import type { ReactNode } from 'react';
// Form controls and the account screens' styles come with the screens that use them, not with every page.
import '../../../styles/account-area.scss';

/** The frame of the account screens: a narrow card with the page's heading. */
export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container py-4 py-md-5">
      <div className="card auth-card mx-auto">
        <div className="card-body">
          <h1 className="page-title text-center">{title}</h1>
          {intro && <p className="text-center auth-intro">{intro}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
