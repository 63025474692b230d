import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { placesLabel, placesMessages } from '@constelaciones/contract/places-messages';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { loginHref } from '../auth/redirect';
import { restoreSession } from '../auth/store';
import type { PurchaseProduct } from './product';
import { usePurchase } from './usePurchase';

// Only a full item's page, for a logged-in person, loads the waiting list's code.
const WaitingListActions = lazy(() => import('./WaitingList'));

interface Props {
  product: PurchaseProduct;
  className?: string;
  children?: ReactNode;
  /** Not for sale now (a module that is not open): shown, disabled. */
  disabled?: boolean;
}

/**
 * 'Inscribite' (spec: the activity buy button): for a logged-in person it opens 'Inscripción' and then the
 * checkout; anyone else goes to /login, which brings them back to this page. While the stored session is
 * being checked it shows a spinner, and a click waits for the answer. Before the app runs (server-rendered
 * HTML) it is the link to /login. A module the person already owns cannot be bought again: disabled. With a 'Cupo'
 * it says 'Quedan N lugares' when few remain; a full item says 'Completo' and offers its waiting list instead.
 */
export function BuyButton({
  product,
  className = 'btn btn-primary btn-lg',
  children = 'Inscribite',
  disabled = false,
}: Props) {
  const { loading, user } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { buy, preload, flow } = usePurchase();
  const login = loginHref(pathname + search);
  // A module already paid for is not bought twice (spec: 'Comprar' is disabled then).
  const owned = product.model === 'Module' && user?.modules.some((module) => module._id === product._id);

  const whenKnown = (event: MouseEvent) => {
    event.preventDefault();
    void restoreSession().then((session) => (session.user ? buy(product) : navigate(login)));
  };

  const full =
    !owned && !disabled && product.placesLeft !== undefined && product.placesLeft !== null
      ? product.placesLeft <= 0
      : false;
  const few = placesLabel(product.placesLeft);
  if (full) {
    return (
      <>
        <button type="button" className={className} disabled>
          {placesMessages.full}
        </button>
        {user ? (
          <Suspense fallback={null}>
            <WaitingListActions product={product} className={className} onBuy={() => buy(product)} />
          </Suspense>
        ) : (
          !loading && (
            <Link className="btn btn-outline-primary places-join" to={login}>
              {placesMessages.join}
            </Link>
          )
        )}
        {flow}
      </>
    );
  }

  return (
    <>
      {few && !owned && !disabled && <p className="places-left">{few}</p>}
      {owned || disabled ? (
        <button type="button" className={className} disabled>
          {children}
        </button>
      ) : user ? (
        <button
          type="button"
          className={className}
          onClick={() => buy(product)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {children}
        </button>
      ) : (
        <Link
          className={className}
          to={login}
          aria-busy={loading || undefined}
          onClick={loading ? whenKnown : undefined}
        >
          {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {children}
        </Link>
      )}
      {flow}
    </>
  );
}

/**
 * 'Comprar' for a training module (the module lists; the students' sidebar too): disabled while the module is
 * not open or once the person owns it (spec section 2).
 */
export function BuyModuleButton({
  module,
  className = 'btn btn-primary btn-sm',
}: {
  module: { _id: string; title: string; open: boolean; placesLeft?: number | null };
  className?: string;
}) {
  return (
    <BuyButton
      product={{ _id: module._id, model: 'Module', title: module.title, placesLeft: module.placesLeft }}
      className={className}
      disabled={!module.open}
    >
      Comprar<span className="visually-hidden"> {module.title}</span>
    </BuyButton>
  );
}
