import { describe, expect, it } from 'vitest';
import {
  buyerMustBeIdentified,
  checkoutTotal,
  earlyPaymentApplies,
  purchaseTotal,
  HOME_GRID_SIZE,
  homeGrid,
  moduleListKind,
  moduleMode,
  sameAmount,
  wayToPayRefusal,
  withdrawalLastDay,
  withinWithdrawalTerm,
} from './rules';

const activity = (id: number, important = true, archived = false) => ({ id, important, archived });

describe('homeGrid', () => {
  it('takes the first 6 of the list, then keeps the important, non-archived ones', () => {
    const list = [
      activity(1),
      activity(2, false),
      activity(3),
      activity(4, true, true),
      activity(5),
      activity(6),
      activity(7),
      activity(8),
    ];
    expect(homeGrid(list).map((a) => a.id)).toEqual([1, 3, 5, 6]);
  });

  it('never reaches past the 6th activity, even to fill the grid', () => {
    const list = [...Array.from({ length: 6 }, (_, i) => activity(i + 1, false)), activity(7), activity(8)];
    expect(homeGrid(list)).toEqual([]);
  });

  it('shows at most 6', () => {
    const list = Array.from({ length: 10 }, (_, i) => activity(i + 1));
    expect(homeGrid(list)).toHaveLength(HOME_GRID_SIZE);
    expect(HOME_GRID_SIZE).toBe(6);
  });

  it('drops archived activities, even important ones', () => {
    expect(homeGrid([activity(1, true, true), activity(2, false, true)])).toEqual([]);
  });

  it('handles short lists', () => {
    expect(homeGrid([])).toEqual([]);
    expect(homeGrid([activity(1)])).toEqual([activity(1)]);
  });
});

describe('checkoutTotal', () => {
  const product = { pricePesos: 25000, priceDolar: 40 };

  it('charges pesos in Argentina', () => {
    expect(checkoutTotal(product, 'Argentina')).toEqual({ amount: 25000, currency: 'ARS' });
  });

  it.each(['Uruguay', 'España', 'Estados Unidos', '', null, undefined])(
    'charges dollars elsewhere (%j)',
    (country) => {
      expect(checkoutTotal(product, country)).toEqual({ amount: 40, currency: 'USD' });
    },
  );
});

describe('moduleMode', () => {
  it('is Online for live modules and Grabado otherwise', () => {
    expect(moduleMode('sincronico')).toBe('Online');
    expect(moduleMode('asincronico')).toBe('Grabado');
  });
});

describe('moduleListKind', () => {
  it.each([
    ['sincronico', 'en-directo'],
    ['presencial', 'en-directo'],
    ['asincronico', 'grabados'],
    ['virtual', 'grabados'],
  ] as const)('%s → %s', (typeModule, kind) => {
    expect(moduleListKind(typeModule)).toBe(kind);
  });
});

describe('earlyPaymentApplies (docs/decisions/028-enrolments-and-payments.md: early-payment price)', () => {
  // 20/03/2027 with 15 days: purchases up to 05/03/2027, Argentine calendar, get the early price.
  it.each([
    ['2027-03-05T23:59:00-03:00', true],
    ['2027-03-01T12:00:00-03:00', true],
    ['2027-03-06T00:00:00-03:00', false],
    // 02:30 UTC on the 6th is still the 5th in Argentina.
    ['2027-03-06T02:30:00Z', true],
    ['2027-03-20T10:00:00-03:00', false],
  ])('bought at %s → %s', (at, expected) => {
    expect(earlyPaymentApplies('2027-03-20', new Date(at), 15)).toBe(expected);
  });

  it('with 0 days applies up to the course day itself', () => {
    expect(earlyPaymentApplies('2027-03-20', new Date('2027-03-20T20:00:00-03:00'), 0)).toBe(true);
    expect(earlyPaymentApplies('2027-03-20', new Date('2027-03-21T00:10:00-03:00'), 0)).toBe(false);
  });

  it('counts across months and years', () => {
    expect(earlyPaymentApplies('2027-01-10', new Date('2026-12-26T10:00:00-03:00'), 15)).toBe(true);
    expect(earlyPaymentApplies('2027-01-10', new Date('2026-12-27T10:00:00-03:00'), 15)).toBe(false);
  });
});

describe('purchaseTotal', () => {
  const course = { pricePesos: 30000, priceDolar: 50, priceAnticipedPesos: 25000, courseDay: '2027-03-20' };
  const early = { purchasedAt: new Date('2027-03-01T12:00:00-03:00'), earlyPaymentDays: 15 };
  const late = { purchasedAt: new Date('2027-03-10T12:00:00-03:00'), earlyPaymentDays: 15 };

  it('charges a course early in Argentina its early-payment price', () => {
    expect(purchaseTotal(course, 'Argentina', early)).toEqual({
      amount: 25000,
      currency: 'ARS',
      early: true,
    });
  });

  it('charges the regular price after the early days', () => {
    expect(purchaseTotal(course, 'Argentina', late)).toEqual({
      amount: 30000,
      currency: 'ARS',
      early: false,
    });
  });

  it('never applies the peso early price to dollars', () => {
    expect(purchaseTotal(course, 'Uruguay', early)).toEqual({ amount: 50, currency: 'USD', early: false });
  });

  it('ignores an early price of 0 and items that are not courses', () => {
    expect(purchaseTotal({ ...course, priceAnticipedPesos: 0 }, 'Argentina', early).amount).toBe(30000);
    expect(purchaseTotal({ pricePesos: 9000, priceDolar: 15 }, 'Argentina', early)).toEqual({
      amount: 9000,
      currency: 'ARS',
      early: false,
    });
  });
});

describe('wayToPayRefusal', () => {
  it.each([
    ['mp', 'ARS', undefined],
    ['mp', 'USD', 'Mercado Pago solo acepta pagos en pesos argentinos.'],
    ['pp', 'USD', undefined],
    ['pp', 'ARS', 'PayPal solo acepta pagos en dólares.'],
    ['transfer', 'ARS', undefined],
    ['transfer', 'USD', undefined],
  ] as const)('%s in %s', (way, currency, refusal) => {
    expect(wayToPayRefusal(way, currency)).toBe(refusal);
  });
});

describe('sameAmount', () => {
  it('compares to the cent', () => {
    expect(sameAmount(25000, 25000.0)).toBe(true);
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(25000, 24999.99)).toBe(false);
  });
});

describe('the withdrawal term (Ley 24.240, art. 34)', () => {
  it('runs 10 calendar days from the day after the purchase, to the end of the last one, in Argentine time', () => {
    // Monday 02/03/2026 at 10:30 in Argentina: the term ends with Thursday 12/03.
    const purchasedAt = new Date('2026-03-02T13:30:00Z');
    expect(withdrawalLastDay(purchasedAt)).toBe('2026-03-12');
    expect(withinWithdrawalTerm(purchasedAt, new Date('2026-03-13T02:59:59Z'))).toBe(true);
    expect(withinWithdrawalTerm(purchasedAt, new Date('2026-03-13T03:00:00Z'))).toBe(false);
    expect(withinWithdrawalTerm(purchasedAt, purchasedAt)).toBe(true);
  });

  it('counts from the Argentine day of the purchase, not the UTC one', () => {
    // 23:00 of Sunday 01/03 in Argentina is already 02/03 in UTC.
    expect(withdrawalLastDay(new Date('2026-03-02T02:00:00Z'))).toBe('2026-03-11');
  });

  it('moves a term that ends on a Saturday or a Sunday to the Monday', () => {
    // Wednesday 04/03 + 10 = Saturday 14/03; Thursday 05/03 + 10 = Sunday 15/03: both end on Monday 16/03.
    expect(withdrawalLastDay(new Date('2026-03-04T15:00:00Z'))).toBe('2026-03-16');
    expect(withdrawalLastDay(new Date('2026-03-05T15:00:00Z'))).toBe('2026-03-16');
    expect(withinWithdrawalTerm(new Date('2026-03-04T15:00:00Z'), new Date('2026-03-16T20:00:00Z'))).toBe(
      true,
    );
    expect(withinWithdrawalTerm(new Date('2026-03-04T15:00:00Z'), new Date('2026-03-17T12:00:00Z'))).toBe(
      false,
    );
  });
});

describe('buyerMustBeIdentified (RG 5700)', () => {
  it("asks from $ 10.000.000 in pesos, and a dollar total at ARCA's last rate, never without one", () => {
    expect(buyerMustBeIdentified(9_999_999.99, 'ARS', null)).toBe(false);
    expect(buyerMustBeIdentified(10_000_000, 'ARS', null)).toBe(true);
    expect(buyerMustBeIdentified(7000, 'USD', 1415.25)).toBe(false);
    expect(buyerMustBeIdentified(7100, 'USD', 1415.25)).toBe(true);
    expect(buyerMustBeIdentified(1_000_000, 'USD', null)).toBe(false);
  });
});
