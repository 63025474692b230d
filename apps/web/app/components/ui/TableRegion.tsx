import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The region is focusable and named, so keyboard users can
 * scroll it too (axe's 'scrollable-region-focusable').
 */
export function TableRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-responsive ${className}` : 'table-responsive'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
