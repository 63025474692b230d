import { BusyButton, type BusyButtonProps } from '../BusyButton';

/** The form's main action: disabled with a spinner while the request is under way. */
export function SubmitButton(props: Omit<BusyButtonProps, 'type' | 'onClick'>) {
  return <BusyButton {...props} type="submit" />;
}
