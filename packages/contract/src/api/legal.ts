import { z } from 'zod';
import { legalTextSchema } from '../legal';
import { legalTextWriteSchema } from '../validation/legal-text';
import { endpoint } from './endpoint';

const textResponse = z.object({ text: legalTextSchema, msg: z.string() });

/**
 * The terms and the privacy policy, as the owner edits them. Visitors read them on /terminos and /privacidad,
 * rendered on the server from the catalog: no public call.
 */
export const legalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/legal-texts',
    access: 'admin',
    response: z.object({ texts: z.array(legalTextSchema) }),
  }),
  /** Keeps the draft; what visitors read does not change. */
  save: endpoint({
    method: 'PUT',
    path: '/admin/legal-texts',
    access: 'admin',
    body: legalTextWriteSchema,
    response: textResponse,
  }),
  /** Keeps the text as the draft and publishes it: visitors read it from now on. */
  publish: endpoint({
    method: 'POST',
    path: '/admin/legal-texts/publish',
    access: 'admin',
    body: legalTextWriteSchema,
    response: textResponse,
  }),
};
