import { useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { CheckoutModal } from './CheckoutModal';
import { PurchaseProfileModal } from './PurchaseProfileModal';
import type { PurchaseProduct } from './product';
import '../../components/ui/modal.scss';
import './purchase.scss';

interface Props {
  product: PurchaseProduct;
  open: boolean;
  onClose: () => void;
}

/**
 * One purchase, start to end (spec section 2): 'Inscripción' saves the profile, then, once that modal has
 * closed, the checkout opens for the product and its type. Loaded only when a person buys.
 */
export default function PurchaseFlow({ product, open, onClose }: Props) {
  const { user } = useAuth();
  const [step, setStep] = useState<'form' | 'saved' | 'checkout'>('form');
  // A logout (here or in another tab) ends the purchase.
  if (!user) return null;
  return (
    <>
      <PurchaseProfileModal
        show={open && step === 'form'}
        product={product}
        user={user}
        onHide={onClose}
        onSaved={() => setStep('saved')}
        onExited={() => setStep((current) => (current === 'saved' ? 'checkout' : current))}
      />
      {step === 'checkout' && <CheckoutModal show={open} product={product} onHide={onClose} />}
    </>
  );
}
