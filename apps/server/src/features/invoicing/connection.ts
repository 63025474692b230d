import { invoicingMessages as texts } from '@constelaciones/contract';
import { badRequest } from '../../lib/errors';
import { arcaSession, forgetTicket, type InvoicingDeps } from './arca';
import { explainError } from './explain';
import { readSettingsRow } from './settings';

/**
 * 'Probar conexión' with her saved settings: an access ticket from WSAA and her points of sale from WSFEv1,
 * the one she chose among those enabled for web services; otherwise what is wrong, in Spanish (400).
 */
export async function testConnection(deps: InvoicingDeps): Promise<{ pointsOfSale: number[]; msg: string }> {
  const settings = await readSettingsRow(deps.database.db);
  if (!settings) throw badRequest(texts.notConfigured);
  let enabled: number[];
  try {
    const session = await arcaSession(deps, settings);
    const points = await session.wsfe.pointsOfSale(session.auth);
    enabled = points.filter((point) => !point.blocked && !point.closedOn).map((point) => point.number);
  } catch (error) {
    const problem = explainError(error, settings.pointOfSale);
    if (problem.renewTicket) await forgetTicket(deps, settings);
    throw badRequest(problem.message);
  }
  if (enabled.length === 0) throw badRequest(texts.arca.noPointsOfSale);
  if (!enabled.includes(settings.pointOfSale)) {
    throw badRequest(texts.arca.pointOfSaleUnknown(settings.pointOfSale), {
      pointOfSale: texts.arca.pointOfSaleUnknown(settings.pointOfSale),
    });
  }
  return { pointsOfSale: enabled, msg: texts.testPassed(enabled.join(', ')) };
}
