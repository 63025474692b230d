import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Deliveries } from './deliveries';
import { randomId } from './http';

export const verifyBody = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.unknown(),
});

interface SentEvent {
  event: string;
  headers: Record<string, string>;
  /** The webhook it was sent for: only that id verifies it. */
  webhookId: string;
}

/** Where an application's events go: its webhook's id and URL. */
export interface Webhook {
  webhookId: string;
  webhookUrl: string;
}

/** How many sent events stay verifiable: the latest ones, so memory stays bounded. */
const REMEMBERED = 1000;

/**
 * PayPal's webhook events as the simulator sends them, and their verification. PayPal signs with a certificate
 * the receiver never checks itself (it asks verify-webhook-signature), so the simulator keeps what it sent and
 * answers SUCCESS only for one of those, unchanged, for the webhook id it was sent for.
 */
export function payPalEvents(options: { certUrl: string; deliveries: Deliveries }) {
  const sent = new Map<string, SentEvent>();
  const signingKey = randomBytes(32);

  return {
    send(
      to: Webhook,
      eventType: string,
      resourceType: 'checkout-order' | 'capture' | 'refund',
      resource: unknown,
    ): void {
      const event = JSON.stringify({
        id: `WH-${randomId(17)}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: resourceType,
        event_type: eventType,
        summary: `Simulated ${eventType}`,
        resource,
      });
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const digest = createHash('sha256').update(event).digest('hex');
      const headers = {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': options.certUrl,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': createHmac('sha256', signingKey)
          .update(`${transmissionId}|${time}|${to.webhookId}|${digest}`)
          .digest('base64'),
        'paypal-transmission-time': time,
      };
      sent.set(transmissionId, { event, headers, webhookId: to.webhookId });
      if (sent.size > REMEMBERED) sent.delete(sent.keys().next().value as string);
      options.deliveries.send({ url: to.webhookUrl, headers, body: event, what: `PayPal ${eventType}` });
    },

    verify(body: z.output<typeof verifyBody>): boolean {
      const known = sent.get(body.transmission_id);
      return (
        known !== undefined &&
        body.webhook_id === known.webhookId &&
        known.headers['paypal-auth-algo'] === body.auth_algo &&
        known.headers['paypal-cert-url'] === body.cert_url &&
        known.headers['paypal-transmission-sig'] === body.transmission_sig &&
        known.headers['paypal-transmission-time'] === body.transmission_time &&
        known.event === JSON.stringify(body.webhook_event)
      );
    },
  };
}
