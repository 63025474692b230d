import type { SiteStatusCheck } from '@constelaciones/contract';
import { CheckLabel } from './CheckLabel';
import { CHECKS } from './checks';

/** 'Estado del sitio': what going live needs, each done or not, with what to do. */
export function SiteStatus({ checks }: { checks: SiteStatusCheck[] }) {
  const pending = checks.filter((check) => !check.done).length;
  return (
    // The panel titles the tab ('Estado del sitio', the h2): the checks are its h3s.
    <section aria-labelledby="admin-tab-title">
      <p>
        {pending === 0
          ? 'Todo listo para publicar el sitio.'
          : `Antes de publicar el sitio ${pending === 1 ? 'falta 1 cosa' : `faltan ${pending} cosas`}.`}
      </p>
      <ul className="list-unstyled site-status">
        {checks.map((check) => (
          <li key={check.key} className="site-status-check">
            <h3 className="h6 mb-1 site-status-line">
              <CheckLabel check={check} />
            </h3>
            <p className="mb-1 site-status-detail">{check.detail}</p>
            {!check.done && <p className="mb-0 small site-status-detail">{CHECKS[check.key].todo}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
