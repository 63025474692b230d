import type { FastifyInstance, FastifyReply } from 'fastify';
import { SOAP_ENVELOPE_NAMESPACE, parseXml, xmlText } from '../soap';

/** A refusal the simulator answers as a SOAP Fault (HTTP 500), in WSAA's manner: `ns1:<code>`. */
export class SimulatedFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sends `content` as the SOAP 1.1 Body of a 200 answer. */
export function soapAnswer(reply: FastifyReply, content: string): FastifyReply {
  return reply
    .code(200)
    .type('text/xml; charset=utf-8')
    .send(
      '<?xml version="1.0" encoding="utf-8"?>' +
        `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACE}"><soap:Body>${content}</soap:Body></soap:Envelope>`,
    );
}

/** A SOAP Fault; `code` is written with Axis' prefix, as WSAA does (`ns1:coe.alreadyAuthenticated`). */
export function soapFault(reply: FastifyReply, code: string, message: string, status = 500): FastifyReply {
  return reply
    .code(status)
    .type('text/xml; charset=utf-8')
    .send(
      '<?xml version="1.0" encoding="utf-8"?>' +
        `<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NAMESPACE}"><soapenv:Body><soapenv:Fault>` +
        `<faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${xmlText(code)}</faultcode>` +
        `<faultstring>${xmlText(message)}</faultstring>` +
        '</soapenv:Fault></soapenv:Body></soapenv:Envelope>',
    );
}

/**
 * What the simulator's scope needs: SOAP 1.1 and 1.2 bodies parsed into plain objects (as the client reads
 * answers; the answers are SOAP 1.1, which the client speaks), and every failure answered as a SOAP Fault
 * rather than with the site's JSON.
 */
export function soapScope(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    ['text/xml', 'application/soap+xml'],
    { parseAs: 'string' },
    (_request, body, done) => {
      const parsed = parseXml(String(body));
      if (parsed) done(null, parsed);
      else done(new SimulatedFault('Client', 'The request is not well-formed XML'));
    },
  );
  scope.setErrorHandler((error, _request, reply) => {
    if (error instanceof SimulatedFault) return soapFault(reply, error.code, error.message);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return soapFault(reply, status < 500 ? 'Client' : 'Server', (error as Error).message, status);
  });
}
