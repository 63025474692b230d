import { describe, expect, it } from 'vitest';
import { mercadoPagoManifest, signMercadoPagoWebhook, verifyWebhookSignature } from './mercadopago-signature';

const secret = 'secreto-de-webhooks';
const now = new Date('2025-03-15T22:00:00Z');
const ts = String(now.getTime() / 1000);
const signed = { dataId: '123456789', requestId: 'f2e1c0d4-aaaa-bbbb-cccc-000000000001', ts, secret };
const check = {
  xSignature: signMercadoPagoWebhook(signed),
  xRequestId: signed.requestId,
  dataId: signed.dataId,
  secret,
  now,
};

describe('Mercado Pago webhook signature', () => {
  it('builds the manifest as Mercado Pago does, leaving out missing parts and lower-casing data.id', () => {
    expect(mercadoPagoManifest({ dataId: 'ABC1', requestId: 'r', ts: '1' })).toBe(
      'id:abc1;request-id:r;ts:1;',
    );
    expect(mercadoPagoManifest({ requestId: 'r', ts: '1' })).toBe('request-id:r;ts:1;');
    expect(mercadoPagoManifest({ dataId: 'x', ts: '1' })).toBe('id:x;ts:1;');
  });

  it('accepts a notification signed with the secret, in either order of its fields', () => {
    expect(verifyWebhookSignature(check)).toBe(true);
    const [tsPart, v1Part] = check.xSignature.split(',');
    expect(verifyWebhookSignature({ ...check, xSignature: ` ${v1Part} , ${tsPart}` })).toBe(true);
    // Upper-case ids (some resources have them) are signed lower-cased.
    const upper = { ...signed, dataId: 'ABC123' };
    expect(
      verifyWebhookSignature({ ...check, dataId: 'ABC123', xSignature: signMercadoPagoWebhook(upper) }),
    ).toBe(true);
  });

  it('accepts a ts given in milliseconds', () => {
    const ms = { ...signed, ts: String(now.getTime()) };
    expect(verifyWebhookSignature({ ...check, xSignature: signMercadoPagoWebhook(ms) })).toBe(true);
  });

  it.each([
    ['a wrong secret', { secret: 'otro' }],
    ['a changed data.id', { dataId: '123456780' }],
    ['a changed request id', { xRequestId: 'f2e1c0d4-aaaa-bbbb-cccc-000000000002' }],
    ['a missing data.id', { dataId: undefined }],
    ['a stale ts', { now: new Date(now.getTime() + 301_000) }],
    ['a ts from the future', { now: new Date(now.getTime() - 301_000) }],
    ['a tighter tolerance', { now: new Date(now.getTime() + 11_000), toleranceSeconds: 10 }],
    ['no header', { xSignature: undefined }],
    ['a header without v1', { xSignature: `ts=${ts}` }],
    ['a v1 of the wrong length', { xSignature: `ts=${ts},v1=abcd` }],
    ['a v1 that is not hex', { xSignature: `ts=${ts},v1=${'z'.repeat(64)}` }],
    ['a ts that is not a number', { xSignature: check.xSignature.replace(`ts=${ts}`, 'ts=ayer') }],
  ])('refuses %s', (_what, change) => {
    expect(verifyWebhookSignature({ ...check, ...change })).toBe(false);
  });

  it('refuses a signature whose v1 was altered by one digit', () => {
    const v1 = /v1=([0-9a-f]+)/.exec(check.xSignature)?.[1] ?? '';
    const altered = v1.slice(0, -1) + (v1.endsWith('0') ? '1' : '0');
    expect(verifyWebhookSignature({ ...check, xSignature: `ts=${ts},v1=${altered}` })).toBe(false);
  });
});
