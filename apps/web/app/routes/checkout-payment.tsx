import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@constelaciones/contract';
import type { Route } from './+types/checkout-payment';
import { PageSpinner } from '../components/ui/PageSpinner';
import { showError, showErrorToast } from '../components/ui/popups';
import { accountMeta } from '../features/auth/meta';
import { updateUser } from '../features/auth/store';
import { checkPayment } from '../features/purchases/api';
import { checkoutFailure } from '../features/purchases/checkout';
import { clearPendingPurchase, readPendingPurchase } from '../features/purchases/pendingPurchase';
import { providerReturn } from '../features/purchases/providerReturn';
import { paths } from '../lib/paths';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Pago');

/** How long the outcome stays on screen before the dashboard. */
const DASHBOARD_DELAY_MS = 2500;

type Outcome = { ok: boolean; msg: string };

/**
 * Checks the payment the provider's return names, for the stored pending purchase, which is removed
 * afterwards whatever happens. Failures are told in the spec's error toast.
 */
async function verify(params: URLSearchParams): Promise<Outcome> {
  const back = providerReturn(params);
  const pending = readPendingPurchase();
  try {
    if (!back || !pending) {
      void showError(messages.checkout.noPurchase);
      return { ok: false, msg: messages.checkout.noPurchase };
    }
    const { msg, user } = await checkPayment(back, pending);
    if (user) updateUser(user);
    return { ok: true, msg };
  } catch (error) {
    const msg = checkoutFailure(error);
    void showErrorToast(msg);
    return { ok: false, msg };
  } finally {
    clearPendingPurchase();
  }
}

/**
 * The return from a payment provider (spec section 2): 'Verificando compra...' while the server checks the
 * payment named by `collection_id` (Mercado Pago) or `token` (PayPal) for the stored pending purchase; then
 * its message (for Mercado Pago the user comes back refreshed too), or 'No se encontro ninguna compra!' when
 * there is nothing to check. Then the dashboard.
 */
export default function CheckoutPayment() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second check would ask the provider again for nothing.
    if (started.current) return;
    started.current = true;
    void verify(searchParams).then(setOutcome);
  }, [searchParams]);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(
      () => void navigate(paths.dashboard, { replace: true }),
      DASHBOARD_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <div className="container py-5">
      <h1 className="visually-hidden">Pago</h1>
      {outcome ? (
        <p className="text-center py-5 lead" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.msg}
        </p>
      ) : (
        <PageSpinner label={messages.checkout.verifying} />
      )}
    </div>
  );
}
