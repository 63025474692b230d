import { describe, expect, it } from 'vitest';
import { checkoutTotal, HOME_GRID_SIZE, homeGrid, moduleListKind, moduleMode } from './rules';

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
