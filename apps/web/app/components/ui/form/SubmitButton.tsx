import type { ReactNode } from 'react';

/** The form's main action: disabled with a spinner while the request is under way. */
export function SubmitButton({
  pending,
  className = 'btn btn-primary',
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
