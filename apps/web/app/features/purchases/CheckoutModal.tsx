import { useEffect, useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { PaymentProvider, Purchase, PurchaseQuote } from '@constelaciones/contract';
import { messages } from '@constelaciones/contract/messages';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { showError, showSuccess } from '../../components/ui/popups';
import { buy, providerPage, quoteFor, sendPaymentDetails } from './api';
import { BuyerDocumentField, checkedDocument } from './BuyerDocumentField';
import { DiscountCodeField, DiscountLines } from './DiscountCodeField';
import {
  chargesAsShown,
  checkoutDescription,
  checkoutFailure,
  checkoutFieldError,
  paymentChoices,
  totalText,
  type PaymentChoice,
} from './checkout';
import { savePendingPurchase } from './pendingPurchase';
import type { PurchaseProduct } from './product';

type Quote =
  { state: 'loading' } | { state: 'ready'; quote: PurchaseQuote } | { state: 'failed'; msg: string };

interface Props {
  show: boolean;
  product: PurchaseProduct;
  onHide: () => void;
}

/**
 * The checkout (spec sections 2, 4 and 9): the product's title, its description when short, and the total the
 * server quotes (pesos for Argentina, dollars elsewhere) with the ways to pay it offered. A discount code
 * applied quotes again: the price, the discount and the total less it (docs/decisions/070-discount-codes.md).
 * In pesos: 'Abonar por transferencia' with 'Enviar datos al correo', or Mercado Pago; in dollars: PayPal, or
 * the owner's instructions by e-mail. Nothing is bought until a way is chosen: then the server records the
 * purchase to pay that way, with the code applied, and sends the details by e-mail, or the browser leaves for
 * the provider's page with the pending purchase stored. 'Cancelar' closes.
 */
export function CheckoutModal({ show, product, onHide }: Props) {
  const titleId = useId();
  const [total, setTotal] = useState<Quote>({ state: 'loading' });
  const [busy, setBusy] = useState<PaymentChoice['way']>();
  const [requoting, setRequoting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [document, setDocument] = useState('');
  const [documentError, setDocumentError] = useState<string>();

  useEffect(() => {
    let current = true;
    quoteFor(product).then(
      (quote) => current && setTotal({ state: 'ready', quote }),
      (error: unknown) => current && setTotal({ state: 'failed', msg: checkoutFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [product]);

  // Nothing is bought while another total is on its way.
  const requote = async (code: string | undefined) => {
    setRequoting(true);
    try {
      const quote = await quoteFor(product, code);
      setTotal({ state: 'ready', quote });
      setProblem(undefined);
    } finally {
      setRequoting(false);
    }
  };

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

  const payAtProvider = async (provider: PaymentProvider, purchase: Purchase) => {
    const url = await providerPage(provider, purchase._id);
    savePendingPurchase({ id: purchase._id, type: purchase.inscriptionModel });
    window.location.assign(url);
  };

  /**
   * Buys the person to pay that way, then pays. A purchase the person already had pending for that way keeps
   * the total it was made with (docs/decisions/028-enrolments-and-payments.md): when it is not the one shown,
   * the checkout shows it instead and lets the person choose again, so nothing is sent or paid for a total
   * they have not seen.
   */
  const pay = async (way: PaymentChoice['way'], shown: PurchaseQuote, given: string | undefined) => {
    const purchase = await buy(product, way, { document: given, code: shown.discount?.code });
    if (!chargesAsShown(purchase, shown)) {
      const { amount, currency, discountCode, discount } = purchase;
      const kept = discountCode ? { code: discountCode, amount: discount } : null;
      setTotal({ state: 'ready', quote: { ...shown, amount, currency, discount: kept } });
      setProblem(messages.checkout.totalChanged);
      setBusy(undefined);
      return;
    }
    await (way === 'transfer' ? sendDetails(purchase) : payAtProvider(way, purchase));
  };

  const choose = (way: PaymentChoice['way'], shown: PurchaseQuote) => {
    setProblem(undefined);
    // A total that asks for her DNI or CUIL: nothing is bought until it is there (the server checks it again).
    const checked = shown.identify ? checkedDocument(document) : undefined;
    if (checked && 'error' in checked) return setDocumentError(checked.error);
    setDocumentError(undefined);
    setBusy(way);
    pay(way, shown, checked?.document).catch((error: unknown) => {
      const fieldError = checkoutFieldError(error, 'document');
      if (fieldError) setDocumentError(fieldError);
      fail(checkoutFailure(error));
    });
  };

  const quote = total.state === 'ready' ? total.quote : undefined;
  const description = checkoutDescription(quote?.description);
  const choices = quote ? paymentChoices(quote) : [];
  return (
    <Modal show={show} onHide={() => !busy && onHide()} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title as="h2" id={titleId} className="h4">
          {quote?.title ?? product.title}
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
        {quote && (
          <>
            <DiscountLines quote={quote} />
            <p className="checkout-total">{totalText(quote.amount, quote.currency)}</p>
            <DiscountCodeField
              applied={quote.discount?.code}
              disabled={busy !== undefined || requoting}
              requote={requote}
            />
            {quote.identify && (
              <BuyerDocumentField
                value={document}
                error={documentError}
                disabled={busy !== undefined}
                onChange={setDocument}
              />
            )}
            {choices.length === 0 && (
              <div className="alert alert-warning mb-0" role="alert">
                {messages.checkout.transferUnavailable}
              </div>
            )}
            {choices.map((choice) => (
              <section
                key={choice.way}
                className="checkout-choice"
                aria-labelledby={`${titleId}-${choice.way}`}
              >
                <h3 id={`${titleId}-${choice.way}`} className="h5">
                  {choice.heading}
                </h3>
                <p>{choice.text}</p>
                {choice.way === 'mp' && quote.installments > 1 && (
                  <p className="fw-semibold">{messages.checkout.installments(quote.installments)}</p>
                )}
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy !== undefined || requoting}
                  aria-busy={busy === choice.way || undefined}
                  onClick={() => choose(choice.way, quote)}
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
