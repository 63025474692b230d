import type { ControlProps } from '../../../components/ui/form/FormField';

/** A field's control also described by a hint under it: the hint's id, and the control's props with it. */
export function withHint(control: ControlProps): { hintId: string; control: ControlProps } {
  const hintId = `${control.id}-hint`;
  const describedBy = [control['aria-describedby'], hintId].filter(Boolean).join(' ');
  return { hintId, control: { ...control, 'aria-describedby': describedBy } };
}
