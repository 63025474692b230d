import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { InvoicingSettingsEditInput } from '@constelaciones/contract';
import type { ArcaSimulatorOptions, PemPair } from '../integrations/arca/simulator';
import { startArcaSimulator as startOnLoopback } from '../integrations/arca/test-support';
import {
  DEMO_CUIT as TEST_CUIT,
  DEMO_POINT_OF_SALE as TEST_POINT_OF_SALE,
} from '../features/invoicing/simulated';

export { TEST_CUIT, TEST_POINT_OF_SALE };

/**
 * The ARCA simulator on a loopback port of its own, as the app would reach ARCA: its `url` is the app's
 * ARCA_SIMULATOR_URL. The taxpayer TEST_CUIT has point of sale 3 for web services in both environments.
 */
export async function startArcaSimulator(options: ArcaSimulatorOptions = {}) {
  const { state, base, close } = await startOnLoopback(options);
  afterAll(close);
  for (const environment of ['homologacion', 'produccion'] as const) {
    state.setPointsOfSale(environment, TEST_CUIT, [
      { number: TEST_POINT_OF_SALE, emissionType: 'CAE - Ri Iva', blocked: false, closedOn: null },
    ]);
  }
  return { state, url: base };
}

/** Her settings as the 'Facturación' form sends them, with `pair` as her certificate and key. */
export const invoicingForm = (pair: PemPair, values: Partial<InvoicingSettingsEditInput> = {}) => ({
  active: true,
  cuit: TEST_CUIT,
  pointOfSale: TEST_POINT_OF_SALE,
  name: 'Mariana Ríos',
  address: 'Av. Corrientes 1234, CABA',
  grossIncome: 'No contribuyente',
  activityStart: '2015-03-01',
  environment: 'homologacion' as const,
  dollars: 'invoice' as const,
  certificate: pair.certificate,
  privateKey: pair.privateKey,
  ...values,
});

/** Saves her settings as the owner `headers`, expected to work. */
export async function savedInvoicing(
  app: FastifyInstance,
  headers: Record<string, string>,
  form: ReturnType<typeof invoicingForm>,
) {
  const res = await app.inject({ method: 'PUT', url: '/api/admin/invoicing', headers, payload: form });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
