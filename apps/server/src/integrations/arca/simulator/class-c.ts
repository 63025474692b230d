import { addDays, isDay } from '../dates';
import { at, list, textAt } from '../soap';
import type { ArcaNote } from '../wsfe';

/** What the rules need beyond the request: the sequence so far, the clock, ARCA's rate, the ledger. */
export interface ClassCContext {
  type: number;
  /** The simulator's today in Argentina, yyyymmdd. */
  today: string;
  /** The sequence's last authorised voucher. */
  last: { number: number; date: string } | undefined;
  /** ARCA's dollar rate for the business day before CbteFch. */
  dollarRate: number;
  /** The voucher a CbteAsoc names, with what credit notes have already taken of it. */
  associated(voucher: {
    type: number;
    pointOfSale: number;
    number: number;
    cuit: string | undefined;
  }): { total: number; credited: number } | undefined;
}

/** The rules' verdict: any error or observation rejects; the date and rate the voucher is recorded with. */
export interface ClassCVerdict {
  errors: ArcaNote[];
  observations: ArcaNote[];
  date: string;
  rate: number | undefined;
}

/** Condiciones IVA del receptor valid for class C (docs/decisions/069-factura-c.md). */
const CLASS_C_RECEIVERS = new Set([1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16]);

/** Sums may be off by 0.01 (docs/decisions/069-factura-c.md). */
const TOLERANCE = 0.01;

const days = (from: string, to: string) =>
  (Date.parse(`${to.slice(0, 4)}-${to.slice(4, 6)}-${to.slice(6)}`) -
    Date.parse(`${from.slice(0, 4)}-${from.slice(4, 6)}-${from.slice(6)}`)) /
  86_400_000;

/**
 * FECAESolicitar's checks of one class C voucher (docs/decisions/069-factura-c.md), on the request as parsed
 * (every value a string). Numbering answers as an `Err` and the rest as `Obs` of a rejected voucher, the split
 * ARCA's manual gives for 10016; that ARCA sends each other code as an `Obs` is an inference. Where the facts name a
 * range (10037–10039, 10239–10241), which code marks which case is the simulator's choice.
 */
export function judgeClassC(detail: unknown, context: ClassCContext): ClassCVerdict {
  const errors: ArcaNote[] = [];
  const observations: ArcaNote[] = [];
  const text = (name: string) => {
    const value = textAt(detail, name);
    return value === '' ? undefined : value;
  };
  const amount = (name: string) => Number(text(name) ?? 0);
  const refuse = (code: number, message: string) => observations.push({ code: String(code), message });

  const from = Number(text('CbteDesde'));
  const date = text('CbteFch') ?? context.today;
  if (Number(text('CbteHasta')) !== from) {
    errors.push({
      code: '10011',
      message: 'Para comprobantes clase C, CbteDesde debe ser igual a CbteHasta',
    });
  }
  const expected = (context.last?.number ?? 0) + 1;
  if (from !== expected || (context.last && date < context.last.date)) {
    errors.push({
      code: '10016',
      message: `El numero o fecha del comprobante no se corresponde con el proximo a autorizar (${expected}). Consultar metodo FECompUltimoAutorizado.`,
    });
  }

  const concept = Number(text('Concepto'));
  const services = concept === 2 || concept === 3;
  if (!isDay(date) || (services && Math.abs(days(context.today, date)) > 10)) {
    refuse(
      10016,
      'La fecha del comprobante (CbteFch) para servicios debe estar entre N-10 y N+10 de la fecha de envio',
    );
  }

  if (amount('ImpTotConc') !== 0) refuse(10043, 'Para comprobantes clase C ImpTotConc debe ser 0');
  if (amount('ImpOpEx') !== 0) refuse(10044, 'Para comprobantes clase C ImpOpEx debe ser 0');
  if (amount('ImpIVA') !== 0) refuse(10047, 'Para comprobantes clase C ImpIVA debe ser 0');
  if (at(detail, 'Iva') !== undefined)
    refuse(10071, 'Para comprobantes clase C no debe informarse el objeto Iva');
  if (amount('ImpTrib') === 0 && at(detail, 'Tributos') !== undefined) {
    refuse(10024, 'Si ImpTrib es 0 no debe informarse el objeto Tributos');
  }
  const parts = ['ImpNeto', 'ImpTrib', 'ImpTotConc', 'ImpOpEx', 'ImpIVA'].reduce(
    (sum, name) => sum + amount(name),
    0,
  );
  const total = Number(text('ImpTotal'));
  if (!(Math.abs(total - parts) <= TOLERANCE)) {
    refuse(10048, 'ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA');
  }

  if (services) {
    const [serviceFrom, serviceTo, paymentDue] = [
      text('FchServDesde'),
      text('FchServHasta'),
      text('FchVtoPago'),
    ];
    if (!serviceFrom || !serviceTo || !paymentDue) {
      refuse(10049, 'Para Concepto 2 o 3 son obligatorios FchServDesde, FchServHasta y FchVtoPago');
    } else {
      if (serviceTo < serviceFrom) refuse(10032, 'FchServHasta no puede ser anterior a FchServDesde');
      if (paymentDue < date) refuse(10036, 'FchVtoPago no puede ser anterior a CbteFch');
    }
  }

  const rate = judgeCurrency(text, context.dollarRate, refuse);

  const receiver = text('CondicionIVAReceptorId');
  if (receiver === undefined) refuse(10246, 'El campo Condicion Frente al IVA del receptor es obligatorio');
  else if (!CLASS_C_RECEIVERS.has(Number(receiver))) {
    refuse(10243, 'El campo Condicion Frente al IVA del receptor no es valido para la clase de comprobante');
  }

  if (context.type === 13) {
    const associated = list(at(detail, 'CbtesAsoc', 'CbteAsoc'));
    if (associated.length === 0 && at(detail, 'PeriodoAsoc') === undefined) {
      refuse(10197, 'Para notas de credito es obligatorio informar CbtesAsoc o PeriodoAsoc');
    }
    for (const voucher of associated) {
      const found = context.associated({
        type: Number(textAt(voucher, 'Tipo')),
        pointOfSale: Number(textAt(voucher, 'PtoVta')),
        number: Number(textAt(voucher, 'Nro')),
        cuit: textAt(voucher, 'Cuit') || undefined,
      });
      if (!found) refuse(10040, 'El comprobante asociado no existe');
      else if (found.credited + total > found.total + TOLERANCE) {
        refuse(10237, 'El importe de la nota de credito supera el del comprobante asociado');
      }
    }
  }

  return { errors, observations, date, rate };
}

/** MonId, MonCotiz and CanMisMonExt; the rate the voucher is recorded with (filled in when S leaves it out). */
function judgeCurrency(
  text: (name: string) => string | undefined,
  reference: number,
  refuse: (code: number, message: string) => void,
): number | undefined {
  const [currency, given, same] = [text('MonId'), text('MonCotiz'), text('CanMisMonExt')];
  const rate = given === undefined ? undefined : Number(given);
  if (currency === 'PES') {
    if (rate !== undefined && rate !== 1) refuse(10039, 'Para MonId PES, MonCotiz debe ser 1');
    if (same === 'S') refuse(10239, 'CanMisMonExt S solo corresponde a moneda extranjera');
    return 1;
  }
  if (currency !== 'DOL') {
    refuse(10037, 'MonId no es una moneda valida');
    return rate;
  }
  if (same !== 'S' && same !== 'N') {
    refuse(10239, 'Para moneda extranjera CanMisMonExt debe ser S o N');
    return rate;
  }
  if (same === 'S') {
    if (rate === undefined) return reference;
    if (Math.abs(rate - reference) > 1e-6) {
      refuse(
        10038,
        `Con CanMisMonExt S, MonCotiz debe ser la cotizacion del dia habil anterior (${reference})`,
      );
    }
    return rate;
  }
  if (rate === undefined || Number.isNaN(rate))
    refuse(10039, 'MonCotiz es obligatorio para moneda extranjera');
  else if (rate < reference * 0.02 || rate > reference * 4) {
    refuse(10119, 'MonCotiz debe estar entre el 2% y el 400% de la cotizacion oficial');
  }
  return rate;
}

/** When a CAE lapses: CbteFch + 10 days, as in every example seen (docs/decisions/069-factura-c.md, an inference). */
export const caeDueOf = (date: string) => addDays(date, 10);
