import {
  activityEditSchema,
  isoToArgentineLocal,
  type Activity,
  type ActivityCreateInput,
  type ActivityCreateOutput,
  type ActivityEditInput,
} from '@constelaciones/contract';
import { recordValues } from '../kit/schemaFields';

/**
 * The activity form's fields: the create schema's, and 'archived' and 'notify' ('Avisar a los inscriptos'), which
 * only the edit form shows and reads.
 * Both schemas fit these types, so one form serves both.
 */
export type ActivityFormValues = ActivityCreateInput &
  Partial<Pick<ActivityEditInput, 'archived' | 'notify'>>;
export type ActivityFormOutput = ActivityCreateOutput & { archived?: boolean; notify?: boolean };

/** An activity as the form shows it: its date in Argentine time, 'important' as its select's value. */
export const activityValues = (activity: Activity) => ({
  ...recordValues(activityEditSchema, activity),
  day: isoToArgentineLocal(activity.day),
  important: activity.important ? ('true' as const) : ('false' as const),
  notify: false,
});
