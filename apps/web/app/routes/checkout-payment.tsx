import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@constelaciones/contract';
import type { Route } from './+types/checkout-payment';
import { PageSpinner } from '../components/ui/PageSpinner';
import { showError } from '../components/ui/popups';
import { accountMeta } from '../features/auth/meta';
import { paths } from '../lib/paths';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Pago');

/** Mercado Pago returns with `collection_id`, PayPal with `token` (the order). */
const PROVIDER_PARAMS = ['collection_id', 'token'];
const DASHBOARD_DELAY_MS = 1500;

/** The return from a payment provider (spec section 2): the purchase is checked, then the dashboard. */
export default function CheckoutPayment() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromProvider = PROVIDER_PARAMS.some((param) => searchParams.has(param));

  useEffect(() => {
    if (fromProvider) return;
    void showError(messages.checkout.noPurchase);
    const timer = window.setTimeout(
      () => void navigate(paths.dashboard, { replace: true }),
      DASHBOARD_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [fromProvider, navigate]);

  return (
    <div className="container py-5">
      <h1 className="visually-hidden">Pago</h1>
      {fromProvider ? (
        <PageSpinner label={messages.checkout.verifying} />
      ) : (
        <p className="text-center py-5" role="alert">
          {messages.checkout.noPurchase}
        </p>
      )}
    </div>
  );
}
