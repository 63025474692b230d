import type { SiteStatusCheck } from '@constelaciones/contract';
import { CHECKS } from './checks';

/**
 * A check's badge, 'Listo' or 'Pendiente', then its title, read as 'Pendiente Términos…': the parent lays them
 * out as a line (`site-status-line`), every badge one width, so that the titles start at one edge.
 */
export function CheckLabel({ check: { key, done } }: { check: SiteStatusCheck }) {
  return (
    <>
      <span className={`badge site-status-badge ${done ? 'text-bg-success' : 'site-status-pending'}`}>
        {done ? 'Listo' : 'Pendiente'}
      </span>{' '}
      <span>{CHECKS[key].title}</span>
    </>
  );
}
