import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The text Mercado Pago signs: `id:{data.id};request-id:{x-request-id};ts:{ts};`, data.id lower-cased, each part
 * left out when its value is missing (as Mercado Pago's own documentation and SDKs build it).
 */
export function mercadoPagoManifest(parts: { dataId?: string; requestId?: string; ts?: string }): string {
  return (
    (parts.dataId ? `id:${parts.dataId.toLowerCase()};` : '') +
    (parts.requestId ? `request-id:${parts.requestId};` : '') +
    (parts.ts ? `ts:${parts.ts};` : '')
  );
}

/** The `x-signature` header for a notification: what the simulator sends and the tests forge. */
export function signMercadoPagoWebhook(parts: {
  dataId: string;
  requestId: string;
  ts: string;
  secret: string;
}): string {
  const v1 = createHmac('sha256', parts.secret).update(mercadoPagoManifest(parts)).digest('hex');
  return `ts=${parts.ts},v1=${v1}`;
}

export interface MercadoPagoSignatureCheck {
  /** The `x-signature` header: `ts=…,v1=…`. */
  xSignature: string | undefined;
  xRequestId: string | undefined;
  /** `data.id` from the notification's query string (not the body, which is not signed). */
  dataId: string | undefined;
  secret: string;
  now?: Date;
  /** How far `ts` may be from now, either way. */
  toleranceSeconds?: number;
}

/**
 * True only for a notification signed with our secret, about this data.id and request id, sent recently. A
 * stale `ts` is refused so that a captured notification cannot be replayed later.
 */
export function verifyWebhookSignature(check: MercadoPagoSignatureCheck): boolean {
  const fields = new Map(
    (check.xSignature ?? '').split(',').map((pair) => {
      const [key = '', ...value] = pair.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  // The documentation shows seconds; notifications have been seen with milliseconds: accept both.
  const sentAt = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  const now = (check.now ?? new Date()).getTime();
  if (Math.abs(now - sentAt) > (check.toleranceSeconds ?? 300) * 1000) return false;
  const expected = createHmac('sha256', check.secret)
    .update(mercadoPagoManifest({ dataId: check.dataId, requestId: check.xRequestId, ts }))
    .digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
