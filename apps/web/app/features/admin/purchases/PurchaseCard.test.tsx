// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { discountCodeMessages, formatPrice, messages } from '@constelaciones/contract';
import { aPurchase, renderScreen } from '../../../test/support';
import { PurchaseCard } from './PurchaseCard';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const texts = messages.purchase;

function showCard(purchase: ReturnType<typeof aPurchase>) {
  renderScreen(
    <ul>
      <PurchaseCard purchase={purchase} onChanged={() => {}} />
    </ul>,
    { at: '/admin/inscriptos' },
  );
  const card = screen.getByRole('listitem');
  /** The value the card's list gives a term, or null when it does not show it. */
  const fact = (term: string) => {
    const title = within(card)
      .queryAllByRole('term')
      .find((node) => node.textContent === term);
    return title?.nextElementSibling?.textContent ?? null;
  };
  return { card, fact };
}

describe('PurchaseCard', () => {
  it('shows what Mercado Pago answered of a payment in cuotas, and part of it given back', () => {
    const { card, fact } = showCard(
      aPurchase({
        wayToPay: 'mp',
        state: 'paid',
        pay: true,
        amount: 5000,
        paidByOperation: '1324354657',
        installments: 3,
        paidTotal: 5400,
        netReceived: 4685.5,
        refundedAmount: 1000,
      }),
    );
    expect(fact(texts.installments)).toBe('3');
    expect(fact(texts.paidTotal)).toBe(formatPrice(5400, 'ARS'));
    expect(fact(texts.netReceived)).toBe(formatPrice(4685.5, 'ARS'));
    expect(within(card).getByText(texts.partlyRefunded(formatPrice(1000, 'ARS')))).toBeVisible();
  });

  it('shows the buyer’s DNI or CUIL when she gave one, and nothing of cuotas for a transfer', () => {
    const purchase = aPurchase();
    const { fact } = showCard({ ...purchase, user_id: { ...purchase.user_id, document: '20123456' } });
    expect(fact(texts.document)).toBe('20123456');
    expect(fact(texts.installments)).toBeNull();
    expect(screen.queryByText(/Reintegro parcial/)).toBeNull();
    expect(fact(discountCodeMessages.usedCode)).toBeNull();
  });

  it('shows the discount code it was bought with and what it took off, the amount net of it', () => {
    const { fact } = showCard(aPurchase({ amount: 4250, discountCode: 'BIENVENIDA', discount: 750 }));
    expect(fact(discountCodeMessages.usedCode)).toBe('BIENVENIDA');
    expect(fact(discountCodeMessages.discountAmount)).toBe('− $ 750');
    expect(fact('Importe')).toBe('$ 4.250');
  });
});
