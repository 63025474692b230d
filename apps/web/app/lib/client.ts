import {
  endpointPath,
  errorBodySchema,
  type Endpoint,
  type EndpointCall,
  type EndpointResult,
} from '@constelaciones/contract';
import { ApiError, sessionRefused } from './api';
import { readToken } from './session-storage';

function queryString(query: Record<string, unknown> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/**
 * Calls one endpoint of the contract's table with the session's bearer token (the stored one by default, none
 * with `token: null`) and answers its body parsed by the endpoint's response schema: a body that does not
 * match is an error, never a silent cast. Any non-2xx answer throws an ApiError with the server's message.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointCall<E>,
  { token = readToken() }: { token?: string | null } = {},
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`/api${endpointPath(endpoint.path, params)}${queryString(query)}`, {
      method: endpoint.method,
      headers,
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, {});
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && token && token === readToken()) sessionRefused();
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(answer);
    throw new ApiError(response.status, parsed.success ? parsed.data : {});
  }
  return endpoint.response.parse(answer) as EndpointResult<E>;
}
