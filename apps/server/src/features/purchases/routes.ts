import type { FastifyPluginAsync } from 'fastify';
import { checkoutEndpoints, messages, purchaseEndpoints } from '@constelaciones/contract';
import { sendCsv } from '../../lib/csv';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Services } from '../../platform/dependencies';
import { purchaseDates } from './calendar';
import { transferService } from './checkout';
import { providerCheckoutRoutes } from './provider-routes';
import { purchaseService } from './service';
import { paymentSettingsService } from './settings-service';

/**
 * Purchases (spec: /purchases), payments by hand (/checkout/transfer*), at a provider (/checkout/mp*, /checkout/pp*)
 * and the owner's payment details.
 */
export const purchaseRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const purchases = purchaseService(services);
  const transfers = transferService(services);
  const settings = paymentSettingsService(services);

  route(app, purchaseEndpoints.list, (request) => purchases.list(request.query));
  route(app, purchaseEndpoints.groups, (request) => purchases.groups(request.query));
  route(app, purchaseEndpoints.csv, async (request, reply) =>
    sendCsv(reply, await purchases.exportCsv(request.query)),
  );
  route(app, purchaseEndpoints.summary, async () => ({ months: await purchases.summary() }));
  route(app, purchaseEndpoints.mine, async (request) => ({ purchases: await purchases.mine(request.user) }));
  route(app, purchaseEndpoints.calendar, async (request) => ({
    dates: await purchaseDates(services.database.db, request.user, new Date()),
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
    purchaseUpdated: await purchases.edit(request.user, request.params.id, request.body),
    msg: messages.purchase.updated,
  }));
  route(app, purchaseEndpoints.remove, async (request) => {
    await purchases.remove(request.user, request.params.id);
    return { msg: messages.purchase.deleted };
  });

  route(
    app,
    checkoutEndpoints.transfer,
    async (request) => {
      await transfers.sendTransferDetails(request.user, request.body);
      return { ok: true, msg: messages.checkout.transferSent };
    },
    // Each call sends an e-mail.
    limited(app, 'transfer'),
  );
  route(app, checkoutEndpoints.transferConfirm, async (request) => {
    const { purchase, changed } = await purchases.confirm(request.user, request.body.idPurchase);
    return {
      msg: changed ? messages.checkout.paymentConfirmed : messages.checkout.alreadyConfirmed,
      purchase,
    };
  });
  await app.register(providerCheckoutRoutes, services);
  route(app, checkoutEndpoints.paymentSettings, async () => ({ settings: await settings.read() }));
  route(app, checkoutEndpoints.updatePaymentSettings, async (request) => ({
    settings: await settings.update(request.user, request.body),
    msg: messages.paymentSettings.updated,
  }));
};
