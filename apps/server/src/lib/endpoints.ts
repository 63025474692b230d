import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {
  Endpoint,
  EndpointInput,
  EndpointResponse,
  idParamsSchema,
  messageResponseSchema,
} from '@constelaciones/contract';
import { readMultipartForm } from './multipart';
import { parseOrThrow } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's entry this route was registered from: its access rule and its schemas. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    /** The file part of a multipart endpoint, when the client sent one. */
    upload: Buffer | undefined;
  }
}

/** The caller of a route that needs one: `request.user`, set by the access plugin (platform/access.ts). */
type Caller = NonNullable<FastifyRequest['user']>;

/** The request as a handler sees it: input validated, and the caller known on routes that need one. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest &
  EndpointInput<E> & { user: E['access'] extends 'public' ? Caller | null : Caller };

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply>;

/** What a route adds to its table entry on the server only. */
export interface RouteOptions {
  /** Runs after validation, before the handler: e.g. `app.limitAttempts(...)` on the account routes. */
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * Registers the handler of one endpoint of the contract's table: method, path, access and schemas come from
 * the table (the response schema also strips any key it does not name). A multipart body is read and its
 * fields validated before the handler runs, so every handler gets checked input; a file it carries counts
 * against the caller's uploads (429 beyond the limit) before anything decodes it.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  { preHandler }: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    ...(preHandler && { preHandler }),
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [status]: endpoint.response },
    },
    handler: async (request, reply) => {
      if (endpoint.multipart) {
        const form = await readMultipartForm(request, endpoint.multipart.file);
        request.body = parseOrThrow(endpoint.multipart.fields, form.fields);
        request.upload = form.file;
        if (form.file) await app.limitUpload.call(app, request, reply);
      }
      reply.code(status);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}

/** An admin delete by id, answered with the feature's Spanish message (`{ msg }`). */
type DeleteEndpoint = Endpoint & {
  access: 'admin';
  params: typeof idParamsSchema;
  response: typeof messageResponseSchema;
};

/**
 * Registers a delete route: the service removes the row (audited, in one transaction) or throws a 404/409.
 */
export function routeDelete(
  app: FastifyInstance,
  endpoint: DeleteEndpoint,
  remove: (actor: Caller, id: string) => Promise<void>,
  msg: string,
): void {
  route(app, endpoint, async (request) => {
    await remove(request.user, request.params.id);
    return { msg };
  });
}
