import Fastify from 'fastify';
import { arcaEndpoints, type ArcaEnvironment } from './endpoints';
import { arcaSimulator, arcaSimulatorState, type ArcaSimulatorOptions } from './simulator';

/** A clock tests set and move: `now` is what the simulator (and the client) read. */
export function movableClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => {
      current = at.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * The ARCA simulator on a loopback port, over real HTTP: its state (to arrange a case and read the ledger), its
 * base URL as `arcaEndpoints` takes it, each environment's endpoints, and `close`.
 */
export async function startArcaSimulator(options: ArcaSimulatorOptions = {}) {
  const state = arcaSimulatorState(options);
  const app = Fastify();
  await app.register((scope) => arcaSimulator(scope, state), { prefix: '/simulador/arca' });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `${origin}/simulador/arca`;
  return {
    state,
    base,
    endpoints: (environment: ArcaEnvironment) => arcaEndpoints(environment, base),
    close: () => app.close(),
  };
}

/**
 * A Factura C's FECAEDetRequest as it travels, in ARCA's names and every value text: services of `day` to a
 * consumidor final, in pesos, numbered `number`. Tests change a field to send what the client never would.
 */
export const classCDetail = ({ number = 1, day, total = '1500.00' }: ClassCDetailOptions) => ({
  Concepto: '2',
  DocTipo: '99',
  DocNro: '0',
  CbteDesde: String(number),
  CbteHasta: String(number),
  CbteFch: day,
  ImpTotal: total,
  ImpTotConc: '0.00',
  ImpNeto: total,
  ImpOpEx: '0.00',
  ImpTrib: '0.00',
  ImpIVA: '0.00',
  FchServDesde: day,
  FchServHasta: day,
  FchVtoPago: day,
  MonId: 'PES',
  MonCotiz: '1',
  CondicionIVAReceptorId: '5',
});

interface ClassCDetailOptions {
  number?: number;
  /** yyyymmdd: the date, the service's and the payment's due date. */
  day: string;
  total?: string;
}
