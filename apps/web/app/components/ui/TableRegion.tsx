import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The region is focusable and named, so keyboard users can
 * scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive admin-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
