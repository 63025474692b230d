import {
  isoToArgentineLocal,
  type Activity,
  type ActivityCreateOutput,
  type ActivityEditInput,
} from '@constelaciones/contract';

/**
 * The activity form's fields: those of the edit schema, a superset of the create one ('archived' is only
 * shown, and only read, when editing).
 */
export type ActivityFormValues = ActivityEditInput;
export type ActivityFormOutput = ActivityCreateOutput & { archived?: boolean };

export const ACTIVITY_FIELDS = [
  'title',
  'day',
  'description',
  'pricePesos',
  'priceDolar',
  'modality',
  'city',
  'important',
  'associateModel',
  'associate',
  'archived',
] as const satisfies readonly (keyof ActivityFormValues)[];

/** A new activity starts empty: every select on its prompt, so that each rule's message can show. */
export const EMPTY_ACTIVITY: Partial<ActivityFormValues> = {
  title: '',
  day: '',
  description: '',
  pricePesos: '',
  priceDolar: '',
  city: '',
  associateModel: '',
  associate: '',
};

/** An activity as the form shows it: its date in Argentine time, flags as the selects' values. */
export const activityValues = (activity: Activity): ActivityFormValues => ({
  title: activity.title,
  day: isoToArgentineLocal(activity.day),
  description: activity.description,
  pricePesos: String(activity.pricePesos),
  priceDolar: String(activity.priceDolar),
  modality: activity.modality,
  city: activity.city,
  important: activity.important ? 'true' : 'false',
  associateModel: activity.associateModel ?? '',
  associate: activity.associate ?? '',
  archived: activity.archived,
});
