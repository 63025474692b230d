import type { ReactNode } from 'react';

/** The form's main action: disabled with a spinner while the request is under way. */
export function SubmitButton({
  pending,
  className = 'btn btn-primary',
  value,
  children,
}: {
  pending: boolean;
  className?: string;
  /** Tells this button from the form's other submit buttons (the event's submitter). */
  value?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={className}
      value={value}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
