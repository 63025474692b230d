import { useEffect, useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { Purchase } from '@constelaciones/contract';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { showError, showSuccess } from '../../components/ui/popups';
import { enrol, providerPage, sendPaymentDetails } from './api';
import {
  checkoutDescription,
  checkoutFailure,
  paymentChoices,
  totalText,
  type PaymentChoice,
} from './checkout';
import { savePendingPurchase } from './pendingPurchase';
import type { EnrolmentProduct } from './product';

type Total = { state: 'loading' } | { state: 'ready'; purchase: Purchase } | { state: 'failed'; msg: string };

interface Props {
  show: boolean;
  product: EnrolmentProduct;
  onHide: () => void;
}

/**
 * The checkout (spec sections 2, 4 and 9): the product's title, its description when short, and the total the
 * server fixed when it enrolled the person (pending, to pay by hand until another way is chosen): pesos for
 * Argentina, dollars elsewhere. In pesos: 'Abonar por transferencia' with 'Enviar datos al correo', or Mercado
 * Pago; in dollars: PayPal, or the owner's instructions by e-mail. A provider gets its own pending enrolment,
 * stored as the pending purchase before the browser leaves for its page. 'Cancelar' closes.
 */
export function CheckoutModal({ show, product, onHide }: Props) {
  const titleId = useId();
  const [total, setTotal] = useState<Total>({ state: 'loading' });
  const [busy, setBusy] = useState<PaymentChoice['way']>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    enrol(product, 'transfer').then(
      (purchase) => current && setTotal({ state: 'ready', purchase }),
      (error: unknown) => current && setTotal({ state: 'failed', msg: checkoutFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [product]);

  const fail = (msg: string) => {
    setProblem(msg);
    void showError(msg);
    setBusy(undefined);
  };

  const sendDetails = async (purchase: Purchase) => {
    const { ok, msg } = await sendPaymentDetails(purchase);
    setBusy(undefined);
    if (!ok) return fail(msg);
    void showSuccess(msg);
    onHide();
  };

  const payAtProvider = async (provider: 'mp' | 'pp') => {
    const purchase = await enrol(product, provider);
    const url = await providerPage(provider, purchase._id);
    savePendingPurchase({ id: purchase._id, type: purchase.inscriptionModel });
    window.location.assign(url);
  };

  const choose = (way: PaymentChoice['way'], purchase: Purchase) => {
    setBusy(way);
    setProblem(undefined);
    const paying = way === 'transfer' ? sendDetails(purchase) : payAtProvider(way);
    paying.catch((error: unknown) => fail(checkoutFailure(error)));
  };

  const description = checkoutDescription(product.description);
  return (
    <Modal show={show} onHide={() => !busy && onHide()} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title as="h2" id={titleId} className="h4">
          {product.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {description && <p>{description}</p>}
        {total.state === 'loading' && <PageSpinner label="Calculando el total..." />}
        {total.state === 'failed' && (
          <div className="alert alert-danger mb-0" role="alert">
            {total.msg}
          </div>
        )}
        {total.state === 'ready' && (
          <>
            <p className="checkout-total">{totalText(total.purchase.amount, total.purchase.currency)}</p>
            <p className="checkout-reference">
              Referencia de tu inscripción: <strong>{total.purchase.reference}</strong>
            </p>
            {paymentChoices(total.purchase.currency).map((choice) => (
              <section
                key={choice.way}
                className="checkout-choice"
                aria-labelledby={`${titleId}-${choice.way}`}
              >
                <h3 id={`${titleId}-${choice.way}`} className="h5">
                  {choice.heading}
                </h3>
                <p>{choice.text}</p>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy !== undefined}
                  aria-busy={busy === choice.way || undefined}
                  onClick={() => choose(choice.way, total.purchase)}
                >
                  {busy === choice.way && (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  )}
                  {choice.action}
                </button>
              </section>
            ))}
            {problem && (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {problem}
              </div>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onHide}
          disabled={busy !== undefined}
        >
          Cancelar
        </button>
      </Modal.Footer>
    </Modal>
  );
}
