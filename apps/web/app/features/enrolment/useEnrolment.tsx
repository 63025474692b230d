import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { EnrolmentProduct } from './product';

const EnrolmentFlow = lazy(() => import('./EnrolmentFlow'));
/** Fetches the modals' code ahead of a click (on hover or focus of the button that opens them). */
const preloadEnrolment = () => void import('./EnrolmentFlow');

interface Opening {
  product: EnrolmentProduct;
  /** Counts the openings: each one starts the flow afresh, at the 'Inscripción' form. */
  count: number;
  open: boolean;
}

/**
 * Enrolling a logged-in person in a product, from any button: `enrol(product)` opens 'Inscripción' (the
 * profile), then the checkout for that product. The modals' code loads the first time (see `preload`); `flow`
 * is the element to render next to the button.
 */
export function useEnrolment(): {
  enrol: (product: EnrolmentProduct) => void;
  preload: () => void;
  flow: ReactNode;
} {
  const [opening, setOpening] = useState<Opening | null>(null);
  const enrol = useCallback(
    (product: EnrolmentProduct) =>
      setOpening((previous) => ({ product, count: (previous?.count ?? 0) + 1, open: true })),
    [],
  );
  const close = useCallback(() => setOpening((previous) => previous && { ...previous, open: false }), []);
  const flow = opening && (
    <Suspense fallback={null}>
      <EnrolmentFlow key={opening.count} product={opening.product} open={opening.open} onClose={close} />
    </Suspense>
  );
  return { enrol, preload: preloadEnrolment, flow };
}
