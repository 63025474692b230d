// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseMonth } from '@constelaciones/contract';
import { renderScreen } from '../../../test/support';
import { MonthlySummary } from './MonthlySummary';

const aMonth = (
  month: string,
  received: PurchaseMonth['received'],
  codes: PurchaseMonth['codes'] = [],
): PurchaseMonth => ({ month, purchases: 2, received, codes });

describe('MonthlySummary', () => {
  it('tells in the table what discount codes took off each currency, and which codes, in the months they did', () => {
    renderScreen(
      <MonthlySummary
        months={[
          aMonth('2030-02', {
            ARS: { count: 1, amount: 5000, discount: 0 },
            USD: { count: 1, amount: 40, discount: 0 },
          }),
          aMonth(
            '2030-03',
            {
              ARS: { count: 2, amount: 8500, discount: 1500 },
              USD: { count: 0, amount: 0, discount: 0 },
            },
            [{ code: 'INVIERNO', currency: 'ARS', count: 2, discount: 1500 }],
          ),
        ]}
      />,
    );
    const [, february, march] = screen.getAllByRole('row', { hidden: true });
    expect(february).not.toHaveTextContent('Descuento');
    expect(within(march!).getByText('Descuento: − $ 1.500')).toBeInTheDocument();
    expect(march).not.toHaveTextContent('Descuento: − USD');
    // And which codes: how many purchases each, and what it took off.
    expect(within(march!).getByText('INVIERNO: 2 (− $ 1.500)')).toBeInTheDocument();
    expect(february).not.toHaveTextContent('INVIERNO');
  });
});
