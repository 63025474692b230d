import { INSCRIPTION_MODELS, type InscriptionModel } from '@constelaciones/contract';

/**
 * The spec's stored pending purchase (section 3): the purchase being paid at a provider, `id` and `type`,
 * kept in local storage while the browser is away at Mercado Pago or PayPal, read by /checkout/payment on the
 * way back and always removed there.
 */
export interface PendingPurchase {
  /** The purchase's `_id` (the `idPurchase` of the status check). */
  id: string;
  type: InscriptionModel;
}

export const PENDING_PURCHASE_KEY = 'purchase';

const isPendingPurchase = (value: unknown): value is PendingPurchase => {
  const { id, type } = (value ?? {}) as Partial<Record<keyof PendingPurchase, unknown>>;
  return typeof id === 'string' && INSCRIPTION_MODELS.some((model) => model === type);
};

// Storage may be unavailable (private modes, blocked cookies): then nothing is kept, and the return page says
// that it found no purchase.
export function savePendingPurchase(purchase: PendingPurchase, storage = window.localStorage): void {
  try {
    storage.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ id: purchase.id, type: purchase.type }));
  } catch {
    // See above.
  }
}

/** The stored pending purchase, or null when there is none or it is not one (an edited or stale value). */
export function readPendingPurchase(storage = window.localStorage): PendingPurchase | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PENDING_PURCHASE_KEY) ?? 'null');
    return isPendingPurchase(value) ? { id: value.id, type: value.type } : null;
  } catch {
    return null;
  }
}

export function clearPendingPurchase(storage = window.localStorage): void {
  try {
    storage.removeItem(PENDING_PURCHASE_KEY);
  } catch {
    // See above.
  }
}
