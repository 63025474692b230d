import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { PurchaseProduct } from './product';

const PurchaseFlow = lazy(() => import('./PurchaseFlow'));
/** Fetches the modals' code ahead of a click (on hover or focus of the button that opens them). */
const preloadPurchase = () => void import('./PurchaseFlow');

interface Opening {
  product: PurchaseProduct;
  /** Counts the openings: each one starts the flow afresh, at the 'Inscripción' form. */
  count: number;
  open: boolean;
}

/**
 * Buying a logged-in person in a product, from any button: `buy(product)` opens 'Inscripción' (the
 * profile), then the checkout for that product. The modals' code loads the first time (see `preload`); `flow`
 * is the element to render next to the button.
 */
export function usePurchase(): {
  buy: (product: PurchaseProduct) => void;
  preload: () => void;
  flow: ReactNode;
} {
  const [opening, setOpening] = useState<Opening | null>(null);
  const buy = useCallback(
    (product: PurchaseProduct) =>
      setOpening((previous) => ({ product, count: (previous?.count ?? 0) + 1, open: true })),
    [],
  );
  const close = useCallback(() => setOpening((previous) => previous && { ...previous, open: false }), []);
  const flow = opening && (
    <Suspense fallback={null}>
      <PurchaseFlow key={opening.count} product={opening.product} open={opening.open} onClose={close} />
    </Suspense>
  );
  return { buy, preload: preloadPurchase, flow };
}
