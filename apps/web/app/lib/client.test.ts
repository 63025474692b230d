import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@constelaciones/contract';
import { ApiError } from './api';
import { call } from './client';

/** An answer whose headers arrived and whose body breaks off half way, as when the page moves on. */
const cutOff = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"user":{"_id":'));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('a call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a body cut off half way for no answer at all (status 0), not for a refusal', async () => {
    vi.stubGlobal('fetch', async () => cutOff());
    const failure = await call(authEndpoints.relogged, {}, { token: 'abc' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
  });

  it('refuses a whole answer that does not match the endpoint', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ user: 'nobody' }));
    const failure = await call(authEndpoints.relogged, {}, { token: 'abc' }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toBeInstanceOf(Error);
  });
});
