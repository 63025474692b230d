import type { FastifyRequest } from 'fastify';
import { firstHeader } from '../../lib/headers';

/**
 * How the owner's own request for a page with the checks reached the server: its protocol as the server
 * believes it (https only through a proxy named in TRUST_PROXY), and the X-Forwarded-Proto a proxy sent,
 * believed or not.
 */
export interface Arrival {
  protocol: 'http' | 'https';
  forwardedProto: string | undefined;
}

export const arrivalOf = (request: Pick<FastifyRequest, 'protocol' | 'headers'>): Arrival => ({
  protocol: request.protocol,
  forwardedProto: firstHeader(request.headers['x-forwarded-proto']),
});
