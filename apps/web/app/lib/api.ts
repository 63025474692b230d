import type { ErrorBody } from '@constelaciones/contract';

/**
 * Any answer that is not 2xx (the spec: "any non-2xx status is treated as an error"), or no answer at all
 * (status 0). Its message is the server's, empty when there is none: see `errorMessage`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
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
