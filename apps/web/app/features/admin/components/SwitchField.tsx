import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  label: string;
  /** A sentence saying what the switch changes on the site. */
  hint: string;
  registration: UseFormRegisterReturn;
}

/** A yes/no setting shown as a switch (a checkbox with the switch role), with its label and hint. */
export function SwitchField({ label, hint, registration }: Props) {
  const id = useId();
  return (
    <div className="form-check form-switch mb-3">
      <input
        {...registration}
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
    </div>
  );
}
