import { messages } from '@constelaciones/contract/messages';
import { ApiError } from './api';

/** The message to show for a failed call: the server's, or `fallback` (a generic one) when it gave none. */
export const errorMessage = (error: unknown, fallback: string = messages.server.unexpected): string =>
  (error instanceof ApiError && error.message) || fallback;
