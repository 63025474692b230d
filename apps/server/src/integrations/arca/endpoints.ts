import { ARCA_ENVIRONMENTS, type ArcaEnvironment } from '@constelaciones/contract';

/** ARCA's two worlds (the contract's): homologación (testing, its own certificates) and producción (real invoices). */
export { ARCA_ENVIRONMENTS, type ArcaEnvironment };

const real: Record<ArcaEnvironment, { wsaa: string; wsfe: string }> = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
};

/**
 * Where WSAA and WSFEv1 answer for `environment` (docs/decisions/069-factura-c.md: the afip.gov.ar names), or, given
 * `simulatorBase` (e.g. `http://127.0.0.1:3000/simulador/arca`), the simulator's, which plays both environments
 * under one base, each with its own certificate authority.
 */
export function arcaEndpoints(
  environment: ArcaEnvironment,
  simulatorBase?: string,
): { wsaa: string; wsfe: string } {
  if (simulatorBase === undefined) return real[environment];
  const base = `${simulatorBase.replace(/\/+$/, '')}/${environment}`;
  return { wsaa: `${base}/ws/services/LoginCms`, wsfe: `${base}/wsfev1/service.asmx` };
}
