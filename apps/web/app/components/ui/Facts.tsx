import type { ReactNode } from 'react';

/** Terms and their values, as a definition list (a form's read-only facts, a summary's lines). */
export function Facts({
  facts,
  className,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
