/** What a form shows but does not let change (a course's or module's title), as terms and their values. */
export function ReadOnlyFacts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
