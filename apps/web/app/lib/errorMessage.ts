import { messages } from '@constelaciones/contract/messages';
import { ApiError } from './api';

/** The message to show for a failed call: the server's, or a generic one when it gave none. */
export const errorMessage = (error: unknown): string =>
  (error instanceof ApiError && error.message) || messages.server.unexpected;
