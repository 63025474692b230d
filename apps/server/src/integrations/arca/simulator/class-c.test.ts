import { describe, expect, it } from 'vitest';
import { classCDetail } from '../test-support';
import { judgeClassC, type ClassCContext } from './class-c';

const TODAY = '20261201';

/** A Factura C for services as parsed from the wire (every value a string), number 1. */
const detail = (changes: Record<string, unknown> = {}) => {
  const base: Record<string, unknown> = classCDetail({ day: TODAY });
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return base;
};

const context: ClassCContext = {
  type: 11,
  today: TODAY,
  last: undefined,
  dollarRate: 1000,
  associated: () => undefined,
};

const codes = (changes: Record<string, unknown>, type = 11) => {
  const verdict = judgeClassC(detail(changes), { ...context, type });
  return [...verdict.errors, ...verdict.observations].map((note) => note.code);
};

describe('class C rules', () => {
  it('approves a well-formed Factura C for services', () => {
    expect(judgeClassC(detail(), context)).toEqual({ errors: [], observations: [], date: TODAY, rate: 1 });
  });

  it.each([
    ['a range of numbers', { CbteHasta: '2' }, ['10011']],
    ['the wrong next number', { CbteDesde: '2', CbteHasta: '2' }, ['10016']],
    [
      'a date eleven days back',
      { CbteFch: '20261120', FchServDesde: '20261120', FchServHasta: '20261120' },
      ['10016'],
    ],
    ['ImpTotConc', { ImpTotConc: '1.00', ImpNeto: '1499.00' }, ['10043']],
    ['ImpOpEx', { ImpOpEx: '1.00', ImpNeto: '1499.00' }, ['10044']],
    ['ImpIVA', { ImpIVA: '315.00', ImpNeto: '1185.00' }, ['10047']],
    ['an Iva array', { Iva: { AlicIva: { Id: '5', BaseImp: '1500', Importe: '315' } } }, ['10071']],
    ['Tributos with ImpTrib 0', { Tributos: { Tributo: { Id: '99', Importe: '0' } } }, ['10024']],
    ['a total that does not add up', { ImpTotal: '1500.02' }, ['10048']],
    ['no service dates', { FchServHasta: undefined }, ['10049']],
    ['services ending before they start', { FchServDesde: '20261202' }, ['10032']],
    ['payment due before the voucher', { FchVtoPago: '20261130' }, ['10036']],
    ['no receiver condition', { CondicionIVAReceptorId: undefined }, ['10246']],
    ['a receiver condition not for class C', { CondicionIVAReceptorId: '2' }, ['10243']],
    ['an unknown currency', { MonId: 'EUR' }, ['10037']],
    ['pesos at another rate', { MonCotiz: '2' }, ['10039']],
    ['dollars without CanMisMonExt', { MonId: 'DOL', MonCotiz: '1000' }, ['10239']],
    ['dollars (N) without a rate', { MonId: 'DOL', MonCotiz: undefined, CanMisMonExt: 'N' }, ['10039']],
    ['dollars (N) at 5 times the rate', { MonId: 'DOL', MonCotiz: '5000', CanMisMonExt: 'N' }, ['10119']],
  ])('refuses %s', (_case, changes, expected) => {
    expect(codes(changes)).toEqual(expected);
  });

  it('takes a total off by no more than 0.01, and products without service dates', () => {
    expect(codes({ ImpTotal: '1500.01' })).toEqual([]);
    expect(
      codes({ Concepto: '1', FchServDesde: undefined, FchServHasta: undefined, FchVtoPago: undefined }),
    ).toEqual([]);
  });

  it('numbers after the last voucher, never dated before it, and fills in a missing date', () => {
    const last = { number: 4, date: '20261125' };
    expect(judgeClassC(detail({ CbteDesde: '5', CbteHasta: '5' }), { ...context, last }).errors).toEqual([]);
    const verdict = judgeClassC(detail({ CbteDesde: '5', CbteHasta: '5', CbteFch: undefined }), {
      ...context,
      last,
    });
    expect(verdict.date).toBe(TODAY);
  });

  it('gives dollars settled in dollars (S) its own rate when left out, and takes that rate when sent', () => {
    const dollars = { MonId: 'DOL', CanMisMonExt: 'S' };
    expect(judgeClassC(detail({ ...dollars, MonCotiz: undefined }), context).rate).toBe(1000);
    expect(codes({ ...dollars, MonCotiz: '1000' })).toEqual([]);
    expect(codes({ ...dollars, MonCotiz: '999.5' })).toEqual(['10038']);
  });

  it('checks the invoice a credit note names, and what notes already took of it', () => {
    const named = { CbtesAsoc: { CbteAsoc: { Tipo: '11', PtoVta: '3', Nro: '1', Cuit: '20111111112' } } };
    const seen: unknown[] = [];
    const withInvoice: ClassCContext = {
      ...context,
      type: 13,
      associated: (voucher) => {
        seen.push(voucher);
        return { total: 2000, credited: 400 };
      },
    };
    expect(judgeClassC(detail(named), withInvoice).observations).toEqual([]);
    expect(seen).toEqual([{ type: 11, pointOfSale: 3, number: 1, cuit: '20111111112' }]);
    expect(
      judgeClassC(detail({ ...named, ImpTotal: '1700.00', ImpNeto: '1700.00' }), withInvoice).observations,
    ).toEqual([expect.objectContaining({ code: '10237' })]);
    expect(codes({ PeriodoAsoc: { FchDesde: TODAY, FchHasta: TODAY } }, 13)).toEqual([]);
  });
});
