import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled, styled and tied to its message. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  /** The rule's message, shown under the field and announced to screen readers. */
  error?: string;
  /** 'form-select' for a select; 'form-control' otherwise. */
  controlClass?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its validation message next to it (Bootstrap's `invalid-feedback`). */
export function FormField({
  label,
  error,
  controlClass = 'form-control',
  className = 'mb-3',
  children,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        className: `${controlClass}${error ? ' is-invalid' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <div id={errorId} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
