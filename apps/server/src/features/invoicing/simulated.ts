import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertSimulatorAllowed } from '../../config';
import { invoices, invoicingSettings } from '../../db/schema';
import { directLoopbackOnly } from '../../lib/direct-only';
import { ARCA_ENVIRONMENTS, type ArcaEnvironment } from '../../integrations/arca/endpoints';
import { arcaSimulator, arcaSimulatorState, type PemPair } from '../../integrations/arca/simulator';
import type { Dependencies } from '../../platform/dependencies';
import { toArcaDate } from './days';

/** The demo owner's CUIT (a valid check digit) and her web-service point of sale at the simulator. */
export const DEMO_CUIT = '20123456786';
export const DEMO_POINT_OF_SALE = 3;
const AUTHORITIES_FILE = 'arca-simulator.json';

/** Each environment's certificate authority, kept in the data folder so the demo's certificate outlives a restart. */
async function keptAuthorities(
  dataDir: string,
  make: (saved?: Record<string, PemPair>) => Record<string, PemPair>,
) {
  const file = path.join(dataDir, AUTHORITIES_FILE);
  const saved = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, PemPair>,
    () => undefined,
  );
  const authorities = make(saved);
  if (!saved) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(authorities), { mode: 0o600 });
  }
}

/**
 * The ARCA simulator of the site that runs the payment simulator (the same rules: this machine only), at
 * /simulador/arca: the demo owner's point of sale in both environments, what the site was granted before a
 * restart taken back from its database, and, with the demo content and no settings of hers, the demo owner's
 * settings pointing at it (a certificate of its homologación authority), so a paid enrolment is invoiced end
 * to end without a network (docs/decisions/069-factura-c.md).
 */
export async function simulatedArca(app: FastifyInstance, deps: Dependencies): Promise<void> {
  assertSimulatorAllowed(deps.config.publicUrl);
  const { db } = deps.database;
  let state: ReturnType<typeof arcaSimulatorState> | undefined;
  await keptAuthorities(deps.config.dataDir, (saved) => {
    state = arcaSimulatorState({ authorities: saved as Partial<Record<ArcaEnvironment, PemPair>> });
    return Object.fromEntries(
      ARCA_ENVIRONMENTS.map((environment) => [environment, state!.environments[environment].authority.pem()]),
    );
  });
  const simulator = state!;
  for (const environment of ARCA_ENVIRONMENTS) {
    simulator.setPointsOfSale(environment, DEMO_CUIT, [
      { number: DEMO_POINT_OF_SALE, emissionType: 'CAE - Ri Iva', blocked: false, closedOn: null },
    ]);
  }
  for (const row of await db.select().from(invoices).where(eq(invoices.state, 'authorised'))) {
    const date = toArcaDate(row.date!);
    simulator.restore(row.environment, {
      cuit: row.cuit,
      pointOfSale: row.pointOfSale,
      type: row.type,
      number: row.number!,
      date,
      total: row.total,
      currency: row.currency === 'USD' ? 'DOL' : 'PES',
      rate: row.rate,
      cae: row.cae!,
      caeDue: toArcaDate(row.caeDue!),
      processedAt: `${date}000000`,
      associated: [],
      sent: {
        Concepto: '2',
        DocTipo: String(row.docType),
        DocNro: row.docNumber,
        CbteDesde: String(row.number),
        CbteHasta: String(row.number),
        CbteFch: date,
        ImpTotal: row.total.toFixed(2),
        ImpNeto: row.total.toFixed(2),
        MonId: row.currency === 'USD' ? 'DOL' : 'PES',
        MonCotiz: String(row.rate),
      },
    });
  }
  if (deps.config.seedDemo) {
    const demo = simulator.issue('homologacion', DEMO_CUIT, { alias: 'demo' });
    await db
      .insert(invoicingSettings)
      .values({
        active: true,
        cuit: DEMO_CUIT,
        pointOfSale: DEMO_POINT_OF_SALE,
        name: 'Mariana Ríos',
        address: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires',
        grossIncome: 'No contribuyente',
        activityStart: '2015-03-01',
        environment: 'homologacion',
        certificate: demo.certificate,
        privateKeySealed: deps.secrets.seal(demo.privateKey),
      })
      .onConflictDoNothing();
  }
  /** The simulator's routes, reachable only straight from this machine. */
  const straightFromHere = async (scope: FastifyInstance) => {
    directLoopbackOnly(scope);
    await arcaSimulator(scope, simulator);
  };
  await app.register(straightFromHere, { prefix: '/simulador/arca' });
}
