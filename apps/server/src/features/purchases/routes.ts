import type { FastifyPluginAsync } from 'fastify';
import { checkoutEndpoints, messages, purchaseEndpoints } from '@constelaciones/contract';
import { sendCsv } from '../../lib/csv';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { purchaseDates } from './calendar';
import { purchaseService, type FinishedByHand } from './service';
import { paymentSettingsService } from './settings-service';

/**
 * Purchases (spec: /purchases) and the owner's payment details (/admin/payment-settings); paying them is the
 * payments feature's (/checkout/*). `finishedByHand` is what a module's 'Finalizó' also records (attendance's).
 */
export const purchaseRoutes: FastifyPluginAsync<Dependencies & { finishedByHand: FinishedByHand }> = async (
  app,
  deps,
) => {
  const purchases = purchaseService(deps);
  const settings = paymentSettingsService(deps);

  route(app, purchaseEndpoints.list, (request) => purchases.list(request.query));
  route(app, purchaseEndpoints.groups, (request) => purchases.groups(request.query));
  route(app, purchaseEndpoints.csv, async (request, reply) =>
    sendCsv(reply, await purchases.exportCsv(request.query)),
  );
  route(app, purchaseEndpoints.summary, async () => ({ months: await purchases.summary() }));
  route(app, purchaseEndpoints.mine, async (request) => ({ purchases: await purchases.mine(request.user) }));
  route(app, purchaseEndpoints.calendar, async (request) => ({
    dates: await purchaseDates(deps.database.db, request.user, new Date()),
  }));
  route(app, purchaseEndpoints.show, async (request) => ({
    purchase: await purchases.show(request.user, request.params.id),
  }));
  route(app, purchaseEndpoints.quote, async (request) => ({
    quote: await purchases.quote(request.user, request.query),
  }));
  route(app, purchaseEndpoints.create, async (request) => ({
    purchase: await purchases.create(request.user, request.body),
  }));
  route(app, purchaseEndpoints.edit, async (request) => ({
    purchaseUpdated: await purchases.edit(request.user, request.params.id, request.body, deps.finishedByHand),
    msg: messages.purchase.updated,
  }));
  route(app, purchaseEndpoints.remove, async (request) => {
    await purchases.remove(request.user, request.params.id);
    return { msg: messages.purchase.deleted };
  });

  route(app, checkoutEndpoints.paymentSettings, async () => ({ settings: await settings.read() }));
  route(app, checkoutEndpoints.updatePaymentSettings, async (request) => ({
    settings: await settings.update(request.user, request.body),
    msg: messages.paymentSettings.updated,
  }));
};
