import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isLoopbackUrl } from '../config';

/** Headers a proxy adds: a request carrying any of them did not come straight from this machine's browser. */
const FORWARDING = /^(x-forwarded-.+|forwarded|x-real-ip|via)$/;

const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address));

function isLoopbackHostHeader(host: string | undefined): boolean {
  // Only a host and a port: no user part or path that could make the URL below name another host.
  if (!host || !/^[\w.\-[\]:]+$/.test(host)) return false;
  try {
    return isLoopbackUrl(`http://${host}`);
  } catch {
    return false;
  }
}

/**
 * Whether a request came straight from this machine: the socket's own peer (never req.ip, which a trusted
 * proxy's X-Forwarded-For decides) is loopback, the Host names loopback, and no proxy left its headers. A
 * reverse proxy on the same machine connects from loopback too; its Host and forwarding headers give it away.
 */
export function isDirectLoopback(request: IncomingMessage): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackHostHeader(request.headers.host) &&
    !Object.keys(request.headers).some((name) => FORWARDING.test(name))
  );
}

const STRATEGY = 'simulatorAccess';

/**
 * Every route of this scope exists only for a direct loopback request (a route constraint): any other request
 * finds no simulator route and gets whatever the site answers for an unknown address, its ordinary 404.
 */
export function directLoopbackOnly(scope: FastifyInstance): void {
  if (!scope.hasConstraintStrategy(STRATEGY)) {
    scope.addConstraintStrategy({
      name: STRATEGY,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, handler: unknown) => void handlers.set(value, handler),
        };
      },
      deriveConstraint: (request: IncomingMessage) => (isDirectLoopback(request) ? 'direct' : 'other'),
      // Routes without this constraint (the whole site) match whatever it derives.
      mustMatchWhenDerived: false,
    });
  }
  scope.addHook('onRoute', (route) => {
    route.constraints = { ...route.constraints, [STRATEGY]: 'direct' };
  });
}
