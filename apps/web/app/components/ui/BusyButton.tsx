import type { MouseEventHandler, ReactNode } from 'react';

export interface BusyButtonProps {
  pending: boolean;
  className?: string;
  type?: 'button' | 'submit';
  /** Tells this button from the form's other submit buttons (the event's submitter). */
  value?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  children: ReactNode;
}

/** A button whose action takes a while: disabled with a spinner while it is under way. */
export function BusyButton({
  pending,
  className = 'btn btn-primary',
  type = 'button',
  value,
  onClick,
  children,
}: BusyButtonProps) {
  return (
    <button
      type={type}
      className={className}
      value={value}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
