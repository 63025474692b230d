import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { dateChangeEndpoints, dateReminderMessages, type InscriptionModel } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { BoundSwitch } from './fields';

interface Props {
  model: InscriptionModel;
  id: string;
  /** The fields whose change moves the date (the date, and a workshop's hour). */
  fields: readonly string[];
}

/**
 * 'Avisar a los inscriptos': shown once a date field differs from the saved one and someone paid or
 * pending is enrolled in the date ahead (the server counts them); checked, the save e-mails each of them.
 */
export function NotifyEnrolled({ model, id, fields }: Props) {
  const [enrolled, setEnrolled] = useState(0);
  useEffect(() => {
    let live = true;
    call(dateChangeEndpoints.enrolled, { params: { id }, query: { model } })
      .then((answer) => live && setEnrolled(answer.enrolled))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [model, id]);
  const { formState } = useFormContext();
  const values = useWatch({ name: [...fields] }) as unknown[];
  const saved = formState.defaultValues ?? {};
  const changed = fields.some((field, i) => String(values[i] ?? '') !== String(saved[field] ?? ''));
  if (!changed || enrolled === 0) return null;
  return (
    <BoundSwitch
      name="notify"
      label={dateReminderMessages.notifyLabel}
      hint={dateReminderMessages.notifyHint(enrolled)}
    />
  );
}
