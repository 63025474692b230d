import type { FastifyInstance } from 'fastify';
import { soapScope } from './soap';
import type { ArcaSimulatorState } from './state';
import { wsaaRoutes } from './wsaa-routes';
import { wsfeRoutes } from './wsfe-routes';

export type { IssueOptions, PemPair } from './authority';
export type { SimulatedPointOfSale, SimulatedVoucher } from './ledger';
export { arcaSimulatorState, type ArcaSimulatorOptions, type ArcaSimulatorState } from './state';

/**
 * Plays ARCA's WSAA and WSFEv1 for a site without ARCA on this machine (development, tests), as
 * integrations/payments/simulator plays the payment providers: `POST /{homologacion|produccion}/ws/services/LoginCms`
 * and `POST /{homologacion|produccion}/wsfev1/service.asmx` under the scope's prefix, which is the
 * `simulatorBase` of `arcaEndpoints`. State lives in `state`, in memory. Its SOAP parsing and faults stay
 * inside a scope of its own. Dev only: whoever mounts it keeps it to loopback.
 */
export async function arcaSimulator(scope: FastifyInstance, state: ArcaSimulatorState): Promise<void> {
  await scope.register(async (own) => {
    soapScope(own);
    wsaaRoutes(own, state);
    wsfeRoutes(own, state);
  });
}
