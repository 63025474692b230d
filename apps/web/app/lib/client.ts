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

/** Sends one call of an endpoint; any non-2xx answer throws an ApiError with the server's message. */
async function send<E extends Endpoint>(
  endpoint: E,
  input: EndpointCall<E>,
  token: string | null,
): Promise<Response> {
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
  if (response.status === 401 && token && token === readToken()) sessionRefused();
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, parsed.success ? parsed.data : {});
  }
  return response;
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
  const response = await send(endpoint, input, token);
  return endpoint.response.parse(await readJson(response)) as EndpointResult<E>;
}

/**
 * The answer's JSON (undefined for an empty or unreadable body). A body cut off half way, as when the page
 * moves on while an answer is arriving, is no answer at all (status 0), never a malformed one: the session
 * check must not take it for a refusal.
 */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(0, {});
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls an endpoint that answers a file (e.g. a CSV list) with the stored session, and hands it to the browser
 * as a download named as the server's `Content-Disposition` says.
 */
export async function download<E extends Endpoint>(endpoint: E, input: EndpointCall<E>): Promise<void> {
  const response = await send(endpoint, input, readToken());
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'descarga';
  link.click();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url));
}
