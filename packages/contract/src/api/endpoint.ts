import { z } from 'zod';
import { messages } from '../messages';

/** Who may call an endpoint: anyone, a logged-in user, or an administrator. */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One `/api` route, as both sides know it: the server registers its handler from this and the web calls it
 * through the typed client, so a path, a role or a shape is written once.
 */
export interface Endpoint {
  method: Method;
  /** Relative to `/api`, with `:name` for each path parameter (e.g. `/activities/edit/:id`). */
  path: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /** A multipart body: its text fields' schema, and the name of its one (optional) file part. */
  multipart?: { fields: z.ZodType; file: string };
  /** The status of a success: 200 unless said. */
  status?: 200 | 201;
  /** The body of a success. Failures answer `{ msg }` (plus `errors` on a 400). */
  response: z.ZodType;
}

/** The body of any failure: the Spanish `msg`, field messages on a 400, a `code` on some. */
export const errorBodySchema = z.object({
  msg: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Declares an endpoint, keeping its literal types for the server's handler and the web's client. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** A multipart form whose image travels as the file part `img`; the server checks its bytes. */
export const withImage = <F extends z.ZodType>(fields: F) => ({ fields, file: 'img' as const });

/** Path parameters that name a row: anything but a UUID answers 404 (it cannot name one). */
export const idParamsSchema = z.object({ id: z.uuid({ error: messages.server.notFound }) });

/** The path of a call, with its parameters filled in and encoded. */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(value);
  });
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, validated: multipart fields arrive as `body` too. */
export interface EndpointInput<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: E['multipart'] extends { fields: infer F } ? Output<F> : Output<E['body']>;
}

/** What a handler answers: the response before it is encoded by its schema. */
export type EndpointResponse<E extends Endpoint> = z.input<E['response']>;
/** What the web client gets back, parsed. */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;

/** What the web client sends: only the parts the endpoint has. */
export type EndpointCall<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { body: Input<E['body']> }
    : E['multipart'] extends object
      ? { body: FormData }
      : { body?: undefined });
