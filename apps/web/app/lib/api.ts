import type { ValidationError } from '@constelaciones/contract';
import { readToken } from './session-storage';

/** What the API answers on failure: a Spanish `msg`, field messages on a 400, a `code` on some. */
export type ApiErrorBody = Partial<ValidationError> & { code?: string };

/**
 * Any answer that is not 2xx (the spec: "any non-2xx status is treated as an error"), or no answer at all
 * (status 0). Its message is the server's, empty when there is none: see `errorMessage`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.msg ?? '');
    this.name = 'ApiError';
  }
}

let onSessionRefused = () => {};

/** The server refused the stored session (401): run what `whenSessionRefused` registered. */
export const sessionRefused = () => onSessionRefused();

/** Called when the server refuses the stored session (401): it expired or was revoked elsewhere. */
export function whenSessionRefused(handler: () => void): void {
  onSessionRefused = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: object;
  /** The session token to send; the stored one by default, none with `null`. */
  token?: string | null;
}

/** Calls `/api{path}` with the session's bearer token and answers the parsed JSON body. */
export async function api<T>(
  path: string,
  { method = 'GET', body, token = readToken() }: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body && !isForm) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: isForm ? body : body && JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, {});
  }
  const answer: unknown = await response.json().catch(() => ({}));
  if (response.status === 401 && token && token === readToken()) onSessionRefused();
  if (!response.ok) throw new ApiError(response.status, (answer ?? {}) as ApiErrorBody);
  return answer as T;
}
