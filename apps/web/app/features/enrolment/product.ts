import type { InscriptionModel } from '@constelaciones/contract';

/**
 * What a person enrols in (the spec's "product for checkout"): an activity, a course on its next date or a
 * training module. Its price is not here: the server fixes the total when the enrolment is created.
 */
export interface EnrolmentProduct {
  _id: string;
  model: InscriptionModel;
  title: string;
  /** Shown in the checkout only when shorter than 100 characters. */
  description?: string;
}
