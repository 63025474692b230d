import { useId } from 'react';
import { Link } from 'react-router';
import type { SiteStatusCheck } from '@constelaciones/contract';
import { tabHref } from '../kit/tabs';
import { CheckLabel } from './CheckLabel';

/**
 * 'Estado del sitio' as 'Inicio' shows it while the site is not ready: how many checks are left ('Faltan 3 de
 * 9'), a bar of those done, each check done or not, and the way to the tab that says what to do. Nothing once
 * every check is done.
 */
export function SiteChecklist({ checks }: { checks: SiteStatusCheck[] }) {
  const id = useId();
  const pending = checks.filter((check) => !check.done).length;
  if (pending === 0) return null;
  return (
    <section className="site-checklist" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        Antes de publicar el sitio
      </h3>
      <p id={`${id}-left`} className="mb-1">
        {`${pending === 1 ? 'Falta 1' : `Faltan ${pending}`} de ${checks.length}`}
      </p>
      <progress
        className="site-progress"
        value={checks.length - pending}
        max={checks.length}
        aria-labelledby={`${id}-left`}
      />
      <ul className="list-unstyled">
        {checks.map((check) => (
          <li key={check.key} className="site-status-line">
            <CheckLabel check={check} />
          </li>
        ))}
      </ul>
      <Link to={tabHref('estado-del-sitio')}>Qué hace falta en cada una, en «Estado del sitio»</Link>
    </section>
  );
}
