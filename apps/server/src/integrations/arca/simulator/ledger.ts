import { randomInt } from 'node:crypto';
import { argentinaDay, argentinaTimestamp } from '../dates';
import { at, list, textAt } from '../soap';
import type { ArcaNote } from '../wsfe';
import { caeDueOf, judgeClassC } from './class-c';

/** A taxpayer's point of sale, as the simulator is told it exists. */
export interface SimulatedPointOfSale {
  number: number;
  /** As FEParamGetPtosVenta writes it: a CAE one ("CAE - Ri Iva") may ask for a CAE, a CAEA one may not. */
  emissionType: string;
  blocked: boolean;
  /** FchBaja, yyyymmdd, once closed. */
  closedOn?: string | null;
}

/** A voucher the simulator authorised. */
export interface SimulatedVoucher {
  cuit: string;
  pointOfSale: number;
  type: number;
  number: number;
  date: string;
  total: number;
  currency: string;
  rate: number;
  cae: string;
  caeDue: string;
  /** FchProceso: yyyymmddhhmmss. */
  processedAt: string;
  associated: Array<{ type: number; pointOfSale: number; number: number; cuit: string }>;
  /** The FECAEDetRequest as sent (MonCotiz filled in when ARCA chose it), which FECompConsultar echoes. */
  sent: Record<string, unknown>;
}

/** FECAESolicitar's outcome for one voucher: approved and recorded, or rejected with no number used. */
export interface Decision {
  result: 'A' | 'R';
  errors: ArcaNote[];
  observations: ArcaNote[];
  /** The CbteFch ARCA kept (the processing date when none was sent). */
  date: string;
  voucher: SimulatedVoucher | undefined;
}

/** Per CUIT its points of sale, per sequence (CUIT, point of sale, type) its authorised vouchers in order. */
export interface Ledger {
  pointsOfSale(cuit: string): SimulatedPointOfSale[];
  setPointsOfSale(cuit: string, points: SimulatedPointOfSale[]): void;
  /** Whether that point of sale exists for web services; false answers 11002 to FECompUltimoAutorizado. */
  knows(cuit: string, pointOfSale: number): boolean;
  last(cuit: string, pointOfSale: number, type: number): number;
  find(cuit: string, pointOfSale: number, type: number, number: number): SimulatedVoucher | undefined;
  vouchers(cuit: string): SimulatedVoucher[];
  authorise(cuit: string, pointOfSale: number, type: number, detail: unknown): Decision;
  /** Takes back a voucher granted before a restart (the dev server's, from its database), in number order. */
  restore(voucher: SimulatedVoucher): void;
}

/** Only a CAE point of sale, open and not blocked, may ask for a CAE (docs/decisions/069-factura-c.md: else 10005). */
const issues = (point: SimulatedPointOfSale | undefined) =>
  point !== undefined &&
  point.emissionType.startsWith('CAE') &&
  !point.emissionType.startsWith('CAEA') &&
  !point.blocked &&
  !point.closedOn;

/** One environment's vouchers, dated by `now` (the simulator's clock), dollars at `dollarRate`. */
export function ledger(now: () => Date, dollarRate: number): Ledger {
  const points = new Map<string, SimulatedPointOfSale[]>();
  const sequences = new Map<string, SimulatedVoucher[]>();
  const sequence = (cuit: string, pointOfSale: number, type: number) => {
    const key = `${cuit}/${pointOfSale}/${type}`;
    let vouchers = sequences.get(key);
    if (!vouchers) sequences.set(key, (vouchers = []));
    return vouchers;
  };
  const find = (cuit: string, pointOfSale: number, type: number, number: number) =>
    sequence(cuit, pointOfSale, type).find((voucher) => voucher.number === number);
  const credited = (invoice: SimulatedVoucher) =>
    [...sequences.values()]
      .flat()
      .filter((note) => note.type === 13)
      .flatMap((note) =>
        note.associated.some(
          (link) =>
            link.cuit === invoice.cuit &&
            link.pointOfSale === invoice.pointOfSale &&
            link.type === invoice.type &&
            link.number === invoice.number,
        )
          ? [note.total]
          : [],
      )
      .reduce((sum, total) => sum + total, 0);

  return {
    pointsOfSale: (cuit) => points.get(cuit) ?? [],
    setPointsOfSale: (cuit, list) =>
      points.set(
        cuit,
        list.map((point) => ({ ...point })),
      ),
    knows: (cuit, pointOfSale) => (points.get(cuit) ?? []).some((point) => point.number === pointOfSale),
    last: (cuit, pointOfSale, type) => sequence(cuit, pointOfSale, type).at(-1)?.number ?? 0,
    find,
    vouchers: (cuit) => [...sequences.values()].flat().filter((voucher) => voucher.cuit === cuit),
    restore(voucher) {
      const vouchers = sequence(voucher.cuit, voucher.pointOfSale, voucher.type);
      if (vouchers.some((kept) => kept.number === voucher.number)) return;
      vouchers.push(voucher);
      vouchers.sort((a, b) => a.number - b.number);
    },

    authorise(cuit, pointOfSale, type, detail) {
      const today = argentinaDay(now());
      if (!issues((points.get(cuit) ?? []).find((point) => point.number === pointOfSale))) {
        const error = {
          code: '10005',
          message: `El punto de venta ${pointOfSale} no esta habilitado para este WS`,
        };
        return {
          result: 'R',
          errors: [error],
          observations: [],
          date: textAt(detail, 'CbteFch') || today,
          voucher: undefined,
        };
      }
      const vouchers = sequence(cuit, pointOfSale, type);
      const last = vouchers.at(-1);
      const verdict = judgeClassC(detail, {
        type,
        today,
        last,
        dollarRate,
        associated: (link) => {
          const invoice = find(link.cuit ?? cuit, link.pointOfSale, link.type, link.number);
          return invoice && { total: invoice.total, credited: credited(invoice) };
        },
      });
      if (verdict.errors.length > 0 || verdict.observations.length > 0) {
        return { result: 'R', ...verdict, voucher: undefined };
      }
      const sent = {
        ...(detail as Record<string, unknown>),
        CbteFch: verdict.date,
        MonCotiz: String(verdict.rate),
      };
      const voucher: SimulatedVoucher = {
        cuit,
        pointOfSale,
        type,
        number: Number(textAt(detail, 'CbteDesde')),
        date: verdict.date,
        total: Number(textAt(detail, 'ImpTotal')),
        currency: textAt(detail, 'MonId') ?? '',
        rate: verdict.rate ?? 1,
        cae: String(randomInt(10 ** 13, 10 ** 14)),
        caeDue: caeDueOf(verdict.date),
        processedAt: argentinaTimestamp(now()),
        associated: list(at(detail, 'CbtesAsoc', 'CbteAsoc')).map((link) => ({
          type: Number(textAt(link, 'Tipo')),
          pointOfSale: Number(textAt(link, 'PtoVta')),
          number: Number(textAt(link, 'Nro')),
          cuit: textAt(link, 'Cuit') || cuit,
        })),
        sent,
      };
      vouchers.push(voucher);
      return { result: 'A', errors: [], observations: [], date: verdict.date, voucher };
    },
  };
}
