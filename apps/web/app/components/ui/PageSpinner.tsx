/** A centred spinner with a text for screen readers, while a screen loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="d-flex flex-column align-items-center gap-3 py-5" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
