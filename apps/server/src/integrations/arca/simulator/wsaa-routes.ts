import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { argentinaDateTime } from '../dates';
import { ARCA_ENVIRONMENTS } from '../endpoints';
import { at, parseXml, textAt, xmlElements, xmlText } from '../soap';
import { WSAA_NAMESPACE, certificateFacts } from '../wsaa';
import { SimulatedFault, soapAnswer } from './soap';
import type { ArcaSimulatorState } from './state';

const HOUR_MS = 60 * 60 * 1000;
/** A ticket lives 12 h from issue, whatever the TRA asked (docs/decisions/069-factura-c.md). */
const TICKET_LIFE_MS = 12 * HOUR_MS;
/** How far from the clock the TRA's times may be (docs/decisions/069-factura-c.md). */
const TRA_WINDOW_MS = 24 * HOUR_MS;

/** The services the simulator knows. */
const SERVICES = new Set(['wsfe']);

/**
 * WSAA's LoginCms: a signed TRA in, an access ticket out, refused with WSAA's faults (docs/decisions/069-factura-c.md): a
 * certificate of another authority, a bad signature, a clock off, a certificate not linked to the service, or
 * a ticket asked again while the last one for that certificate and service is still valid. `cms.bad` and
 * `xml.bad`, for what does not read at all, are the simulator's names.
 */
export function wsaaRoutes(scope: FastifyInstance, state: ArcaSimulatorState): void {
  for (const environment of ARCA_ENVIRONMENTS) {
    const world = state.environments[environment];
    scope.post(`/${environment}/ws/services/LoginCms`, async (request, reply) => {
      const cms = textAt(request.body, 'Envelope', 'Body', 'loginCms', 'in0');
      if (!cms) throw new SimulatedFault('cms.bad', 'loginCms espera el CMS en in0');
      const signed = world.authority.read(cms);
      const tra = at(parseXml(signed.tra), 'loginTicketRequest');
      if (tra === undefined) throw new SimulatedFault('xml.bad', 'El TRA no es un loginTicketRequest');
      const now = state.now().getTime();
      const generation = Date.parse(textAt(tra, 'header', 'generationTime') ?? '');
      const expiration = Date.parse(textAt(tra, 'header', 'expirationTime') ?? '');
      if (!(generation <= now && generation >= now - TRA_WINDOW_MS)) {
        throw new SimulatedFault(
          'xml.generationTime.invalid',
          'generationTime posee formato o dato invalido',
        );
      }
      if (!(expiration > now && expiration <= now + TRA_WINDOW_MS)) {
        throw new SimulatedFault(
          'xml.expirationTime.invalid',
          'expirationTime posee formato o dato invalido',
        );
      }
      const service = textAt(tra, 'service') ?? '';
      if (!SERVICES.has(service) || !signed.linkedToWsfe || !signed.cuit) {
        throw new SimulatedFault('coe.notAuthorized', 'Computador no autorizado a acceder al servicio');
      }
      const holder = `${signed.subject}|${service}`;
      const held = world.held.get(holder);
      if (held && held.expiresAt.getTime() > now) {
        throw new SimulatedFault(
          'coe.alreadyAuthenticated',
          'El CEE ya posee un TA valido para el acceso al WSN solicitado',
        );
      }
      if (held) world.tickets.delete(held.token);
      const ticket = {
        token: randomBytes(96).toString('base64'),
        sign: randomBytes(32).toString('base64'),
        cuits: [signed.cuit],
        holder,
        expiresAt: new Date(now + TICKET_LIFE_MS),
      };
      world.tickets.set(ticket.token, ticket);
      world.held.set(holder, ticket);
      state.ticketsIssued[environment] += 1;
      const ta =
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0">' +
        xmlElements({
          header: {
            source: certificateFacts(signed.certificate)?.issuer,
            destination: signed.subject,
            uniqueId: randomBytes(4).readUInt32BE(),
            generationTime: argentinaDateTime(new Date(now)),
            expirationTime: argentinaDateTime(ticket.expiresAt),
          },
          credentials: { token: ticket.token, sign: ticket.sign },
        }) +
        '</loginTicketResponse>';
      return soapAnswer(
        reply,
        `<loginCmsResponse xmlns="${WSAA_NAMESPACE}"><loginCmsReturn>${xmlText(ta)}</loginCmsReturn></loginCmsResponse>`,
      );
    });
  }
}
