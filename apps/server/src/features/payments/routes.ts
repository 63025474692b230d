import type { FastifyPluginAsync } from 'fastify';
import {
  checkoutEndpoints,
  messages,
  paymentCredentialsEndpoints,
  purchaseEndpoints,
} from '@constelaciones/contract';
import { payPalWebhookHeaderNames, type PayPalWebhookHeaders } from '../../integrations/payments/paypal';
import { route } from '../../lib/endpoints';
import { firstHeader } from '../../lib/headers';
import { limited, payPalVerifyLimit } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { profileService } from '../users';
import { purchaseService } from '../purchases';
import { mercadoPagoCheckout } from './mercadopago-checkout';
import { payPalCheckout } from './paypal-checkout';
import { paymentCredentialsService } from './credentials';
import { providerPaymentService } from './provider-payments';
import { purchaseRefunds, refundMessage } from './refunds';
import { transferService } from './transfer';

type Headers = Record<string, string | string[] | undefined>;
/** The PAYPAL-* headers PayPal signs a notification with, each once. */
const payPalHeaders = (headers: Headers): PayPalWebhookHeaders =>
  Object.fromEntries(payPalWebhookHeaderNames.map((name) => [name, firstHeader(headers[name])]));

/**
 * Paying purchases (spec: /checkout): by hand (the transfer's details e-mailed, the owner's 'Confirmar pago'); at
 * Mercado Pago (pesos) and PayPal (dollars): the provider's page, the check on the return page and the providers'
 * webhooks (no session: their signature is checked, then the payment is fetched again); and the owner's refunds,
 * made at the provider that took the payment (or on her word, for a payment by hand).
 */
export const paymentRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const purchases = purchaseService(deps);
  const transfers = transferService(deps);
  const payments = providerPaymentService(deps, app.log);
  const mercadoPago = mercadoPagoCheckout(deps, app.log, payments);
  const payPal = payPalCheckout(deps, app.log, payments);
  const profiles = profileService(deps);
  const refunds = purchaseRefunds(deps, app.log);
  const credentials = paymentCredentialsService(deps, app.log);

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

  // Each of these can call the provider's API: a loop of them must not spend the owner's quota there.
  const providerLimit = limited(app, 'provider-checkout');
  route(
    app,
    checkoutEndpoints.mercadoPago,
    async (request) => ({ url: await mercadoPago.start(request.user, request.body.idPurchase) }),
    providerLimit,
  );
  route(
    app,
    checkoutEndpoints.payPal,
    async (request) => ({ url: await payPal.start(request.user, request.body.idPurchase) }),
    providerLimit,
  );

  route(
    app,
    checkoutEndpoints.mercadoPagoStatus,
    async (request) => {
      const msg = await mercadoPago.checkReturn(request.user, request.body);
      // As GET /user/relogged builds it: the modules this payment may have just given.
      return { msg, user: await profiles.view(request.user.id) };
    },
    providerLimit,
  );
  route(
    app,
    checkoutEndpoints.payPalStatus,
    async (request) => ({ msg: await payPal.checkReturn(request.user, request.body) }),
    providerLimit,
  );

  route(app, checkoutEndpoints.mercadoPagoWebhook, async (request) => {
    await mercadoPago.notification({
      query: request.query,
      xSignature: firstHeader(request.headers['x-signature']),
      xRequestId: firstHeader(request.headers['x-request-id']),
    });
    return { received: true as const };
  });
  route(app, purchaseEndpoints.refund, async (request) => {
    // Without a key of her own, the owner's refunds of one purchase are one refund, however often she asks.
    const key = request.body.key ?? request.params.id;
    const refund = await refunds.refund(request.user, request.params.id, { key });
    return { purchase: refund.purchase, msg: refundMessage(refund) };
  });

  route(app, paymentCredentialsEndpoints.show, () => credentials.view());
  // Each 'Probar' or save asks the provider: a loop of them must not spend her quota there either.
  route(
    app,
    paymentCredentialsEndpoints.testMercadoPago,
    async (request) => ({ msg: await credentials.testMercadoPago(request.body) }),
    providerLimit,
  );
  route(
    app,
    paymentCredentialsEndpoints.saveMercadoPago,
    (request) => credentials.saveMercadoPago(request.user, request.body),
    providerLimit,
  );
  route(app, paymentCredentialsEndpoints.forgetMercadoPago, (request) =>
    credentials.forget(request.user, 'mp'),
  );
  route(
    app,
    paymentCredentialsEndpoints.testPayPal,
    async (request) => ({ msg: await credentials.testPayPal(request.body) }),
    providerLimit,
  );
  route(
    app,
    paymentCredentialsEndpoints.savePayPal,
    (request) => credentials.savePayPal(request.user, request.body),
    providerLimit,
  );
  route(app, paymentCredentialsEndpoints.forgetPayPal, (request) => credentials.forget(request.user, 'pp'));

  // Counted only once a notification passes the local checks: it is then worth a question to PayPal.
  const verifyLimit = payPalVerifyLimit(app);
  route(app, checkoutEndpoints.payPalWebhook, async (request, reply) => {
    await payPal.notification(payPalHeaders(request.headers), request.body, () =>
      verifyLimit.call(app, request, reply),
    );
    return { received: true as const };
  });
};
