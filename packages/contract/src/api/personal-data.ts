import { messageResponseSchema } from '../auth';
import { myDataSchema } from '../personal-data';
import { accountDeletionSchema, deletionConfirmSchema } from '../validation/personal-data';
import { endpoint, idParamsSchema } from './endpoint';

/*
 * The person's own data (Ley 25.326, arts. 14 and 16): a copy of everything the site holds about her,
 * and the deletion of her account, by herself or by the owner for a request that reached her another way.
 */
export const personalDataEndpoints = {
  /** 'Descargar mis datos': the caller's own data, answered as a JSON file to download. */
  myData: endpoint({
    method: 'GET',
    path: '/user/my-data',
    access: 'user',
    response: myDataSchema,
  }),
  /**
   * Confirmed with the password; 400 when it is wrong, 409 for an account without one (it asks for the link).
   */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/user/delete-account',
    access: 'user',
    body: accountDeletionSchema,
    response: messageResponseSchema,
  }),
  /** An account without a password (social login) confirms by a single-use link e-mailed to it. */
  deletionLink: endpoint({
    method: 'POST',
    path: '/user/delete-account/link',
    access: 'user',
    response: messageResponseSchema,
  }),
  /** The e-mailed link's token: whoever holds it proved the address; no session is needed. */
  confirmDeletion: endpoint({
    method: 'POST',
    path: '/user/delete-account/confirm',
    access: 'public',
    body: deletionConfirmSchema,
    response: messageResponseSchema,
  }),
  /** The owner deletes a student's account from the student's card (a request made to her another way). */
  adminDelete: endpoint({
    method: 'DELETE',
    path: '/admin/users/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
