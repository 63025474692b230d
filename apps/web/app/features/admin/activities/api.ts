import {
  activityEndpoints as endpoints,
  type ActivityCreateOutput,
  type ActivityEditOutput,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

/**
 * The multipart body of create and edit: text fields as the server reads them (none, such as no association or
 * no kind, as an empty field), and the image when chosen.
 */
function activityForm(activity: ActivityCreateOutput | ActivityEditOutput, img: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(activity))
    form.append(name, value === null ? '' : String(value));
  if (img) form.append('img', img);
  return form;
}

/** The image is required: the server answers 'La imagen es requerida' without it. */
export const createActivity = (activity: ActivityCreateOutput, img: File | null) =>
  call(endpoints.create, { body: activityForm(activity, img) });

/** Without a new image the server keeps the current one. */
export const editActivity = (id: string, activity: ActivityEditOutput, img: File | null) =>
  call(endpoints.edit, { params: { id }, body: activityForm(activity, img) });
