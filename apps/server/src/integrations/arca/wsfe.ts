import { ArcaError, at, list, soapCall, textAt, xmlElements, type XmlValue } from './soap';

/** WSFEv1's namespace; its SOAPAction is this followed by the operation's name. */
export const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

/** The comprobante types a monotributista issues: Factura C and Nota de Crédito C (docs/decisions/069-factura-c.md). */
export const CBTE_TIPO = { invoice: 11, creditNote: 13 } as const;

/** How a receiver is identified (FEParamGetTiposDoc): nobody (a consumidor final, DocNro 0), DNI or CUIL. */
export const DOC_TIPO = { none: 99, dni: 96, cuil: 86 } as const;

/** What every WSFEv1 call but FEDummy carries: the access ticket and the CUIT it acts for. */
export interface WsfeAuth {
  token: string;
  sign: string;
  cuit: string;
}

/** One Factura C or Nota de Crédito C to authorise: services (Concepto 2), no IVA, no other taxes. */
export interface VoucherRequest {
  pointOfSale: number;
  type: 11 | 13;
  number: number;
  /** CbteFch, FchServDesde, FchServHasta, FchVtoPago: yyyymmdd. */
  date: string;
  serviceFrom: string;
  serviceTo: string;
  paymentDue: string;
  total: number;
  currency: 'PES' | 'DOL';
  /** PES: 1. DOL: ARCA's rate, or undefined to let ARCA fill it in (docs/decisions/069-factura-c.md). */
  rate?: number;
  docType: number;
  docNumber: string;
  /** CondicionIVAReceptorId: 5 for a consumidor final. */
  receiverCondition: number;
  /** The invoice a credit note cancels. */
  associated?: { type: number; pointOfSale: number; number: number; cuit: string; date: string };
}

/** A code and its text, as ARCA sends an `Err` or an `Obs`. */
export interface ArcaNote {
  code: string;
  message: string;
}

/** FECAESolicitar's answer: approved (A, with its CAE), rejected (R, no number used) or partly (P). */
export interface VoucherAnswer {
  result: 'A' | 'R' | 'P';
  cae: string | null;
  /** yyyymmdd. */
  caeDue: string | null;
  /** An approved voucher may carry observations too: they must be kept. */
  observations: ArcaNote[];
  errors: ArcaNote[];
}

/** A voucher as FECompConsultar returns it: how to learn what came of a request that got no answer. */
export interface FoundVoucher {
  pointOfSale: number;
  type: number;
  number: number;
  date: string;
  total: number;
  currency: string;
  rate: number;
  docType: number;
  docNumber: string;
  result: string;
  cae: string | null;
  caeDue: string | null;
}

/** A point of sale as FEParamGetPtosVenta lists it. */
export interface PointOfSale {
  number: number;
  emissionType: string;
  blocked: boolean;
  /** FchBaja, yyyymmdd, when it was closed. */
  closedOn: string | null;
}

/** The WSFEv1 operations invoicing uses. */
export interface WsfeClient {
  dummy(): Promise<{ appServer: string; dbServer: string; authServer: string }>;
  /** Her web-service points of sale; [] when she has none (602). */
  pointsOfSale(auth: WsfeAuth): Promise<PointOfSale[]>;
  /** The last number authorised in the sequence (0 when none yet). */
  lastAuthorised(auth: WsfeAuth, pointOfSale: number, type: number): Promise<number>;
  /**
   * Asks for the CAE. A rejection comes back as an answer (its codes in errors and observations); only an answer
   * without the voucher's result (600 bad ticket, 500 ARCA's fault) throws. No idempotency: after a timeout or a
   * network error, `find` the number before sending it again (docs/decisions/069-factura-c.md).
   */
  authorise(auth: WsfeAuth, request: VoucherRequest): Promise<VoucherAnswer>;
  /** The voucher of that number, or null when ARCA has none (602). */
  find(auth: WsfeAuth, pointOfSale: number, type: number, number: number): Promise<FoundVoucher | null>;
  /** ARCA's rate for the US dollar on `date` (yyyymmdd). */
  dollarRate(auth: WsfeAuth, date: string): Promise<{ rate: number; date: string }>;
}

/** ARCA's "Sin resultados". */
const NO_RESULTS = '602';

const amount = (value: number) => value.toFixed(2);
/** MonCotiz takes up to 6 decimals (docs/decisions/069-factura-c.md). */
const rateText = (value: number) => String(Number(value.toFixed(6)));

const authOf = (auth: WsfeAuth) => ({ Token: auth.token, Sign: auth.sign, Cuit: auth.cuit });

const notes = (value: unknown, group: string, element: string): ArcaNote[] =>
  list(at(value, group, element)).map((note) => ({
    code: textAt(note, 'Code') ?? '',
    message: textAt(note, 'Msg') ?? '',
  }));

function numberAt(value: unknown, operation: string, ...path: string[]): number {
  const text = textAt(value, ...path);
  const parsed = text === undefined || text === '' ? Number.NaN : Number(text);
  if (Number.isNaN(parsed)) {
    throw new ArcaError('invalid-answer', `WSFEv1 ${operation}: ${path.join('/')} is not a number (${text})`);
  }
  return parsed;
}

/** '' and ARCA's literal 'NULL' are no value. */
const optional = (text: string | undefined) =>
  text === undefined || text === '' || text === 'NULL' ? null : text;

/** The FECAEDetRequest of a class C voucher for services (docs/decisions/069-factura-c.md), in the WSDL's order. */
function voucherDetail(request: VoucherRequest): Record<string, XmlValue> {
  const dollars = request.currency === 'DOL';
  return {
    Concepto: 2,
    DocTipo: request.docType,
    DocNro: request.docNumber,
    CbteDesde: request.number,
    CbteHasta: request.number,
    CbteFch: request.date,
    ImpTotal: amount(request.total),
    ImpTotConc: amount(0),
    ImpNeto: amount(request.total),
    ImpOpEx: amount(0),
    ImpTrib: amount(0),
    ImpIVA: amount(0),
    FchServDesde: request.serviceFrom,
    FchServHasta: request.serviceTo,
    FchVtoPago: request.paymentDue,
    MonId: request.currency,
    MonCotiz: dollars ? (request.rate === undefined ? undefined : rateText(request.rate)) : '1',
    // A dollar payment (PayPal) is settled in dollars: "S", which lets ARCA fill in the rate (docs/decisions/069-factura-c.md).
    CanMisMonExt: dollars ? 'S' : undefined,
    CondicionIVAReceptorId: request.receiverCondition,
    CbtesAsoc: request.associated && {
      CbteAsoc: {
        Tipo: request.associated.type,
        PtoVta: request.associated.pointOfSale,
        Nro: request.associated.number,
        Cuit: request.associated.cuit,
        CbteFch: request.associated.date,
      },
    },
  };
}

/** WSFEv1 at `url` (ARCA's, or the simulator's). */
export function wsfeClient(url: string, options: { timeoutMs?: number } = {}): WsfeClient {
  /** The operation's Result element, whatever it holds. */
  async function call(operation: string, parameters: Record<string, XmlValue>): Promise<unknown> {
    const body = await soapCall(url, {
      action: `${WSFE_NAMESPACE}${operation}`,
      body: `<${operation} xmlns="${WSFE_NAMESPACE}">${xmlElements(parameters)}</${operation}>`,
      timeoutMs: options.timeoutMs,
    });
    const result = at(body, `${operation}Response`, `${operation}Result`);
    if (result === undefined) {
      throw new ArcaError('invalid-answer', `WSFEv1 ${operation}: the answer has no ${operation}Result`);
    }
    return result;
  }

  /** The Result of a query, null for 602 when `none` allows it; any other Err is thrown. */
  async function query(
    operation: string,
    parameters: Record<string, XmlValue>,
    none: 'null' | 'throw' = 'throw',
  ): Promise<unknown> {
    const result = await call(operation, parameters);
    const [error] = notes(result, 'Errors', 'Err');
    if (error?.code === NO_RESULTS && none === 'null') return null;
    if (error) throw new ArcaError('fault', error.message, error.code);
    return result;
  }

  return {
    async dummy() {
      const result = await query('FEDummy', {});
      return {
        appServer: textAt(result, 'AppServer') ?? '',
        dbServer: textAt(result, 'DbServer') ?? '',
        authServer: textAt(result, 'AuthServer') ?? '',
      };
    },

    async pointsOfSale(auth) {
      const result = await query('FEParamGetPtosVenta', { Auth: authOf(auth) }, 'null');
      return list(at(result, 'ResultGet', 'PtoVenta')).map((point) => ({
        number: numberAt(point, 'FEParamGetPtosVenta', 'Nro'),
        emissionType: textAt(point, 'EmisionTipo') ?? '',
        blocked: textAt(point, 'Bloqueado') === 'S',
        closedOn: optional(textAt(point, 'FchBaja')),
      }));
    },

    async lastAuthorised(auth, pointOfSale, type) {
      const operation = 'FECompUltimoAutorizado';
      const result = await query(operation, { Auth: authOf(auth), PtoVta: pointOfSale, CbteTipo: type });
      return numberAt(result, operation, 'CbteNro');
    },

    async authorise(auth, request) {
      const result = await call('FECAESolicitar', {
        Auth: authOf(auth),
        FeCAEReq: {
          FeCabReq: { CantReg: 1, PtoVta: request.pointOfSale, CbteTipo: request.type },
          FeDetReq: { FECAEDetRequest: voucherDetail(request) },
        },
      });
      const errors = notes(result, 'Errors', 'Err');
      const [detail] = list(at(result, 'FeDetResp', 'FECAEDetResponse'));
      if (detail === undefined) {
        const [error] = errors;
        if (error) throw new ArcaError('fault', error.message, error.code);
        throw new ArcaError(
          'invalid-answer',
          'WSFEv1 FECAESolicitar: the answer has neither FeDetResp nor Errors',
        );
      }
      const outcome = textAt(detail, 'Resultado') || textAt(result, 'FeCabResp', 'Resultado');
      if (outcome !== 'A' && outcome !== 'R' && outcome !== 'P') {
        throw new ArcaError('invalid-answer', `WSFEv1 FECAESolicitar: unknown Resultado ${outcome}`);
      }
      return {
        result: outcome,
        cae: optional(textAt(detail, 'CAE')),
        caeDue: optional(textAt(detail, 'CAEFchVto')),
        observations: notes(detail, 'Observaciones', 'Obs'),
        errors,
      };
    },

    async find(auth, pointOfSale, type, number) {
      const operation = 'FECompConsultar';
      const result = await query(
        operation,
        { Auth: authOf(auth), FeCompConsReq: { CbteTipo: type, CbteNro: number, PtoVta: pointOfSale } },
        'null',
      );
      if (result === null) return null;
      const found = at(result, 'ResultGet');
      const read = (element: string) => numberAt(found, operation, element);
      return {
        pointOfSale: read('PtoVta'),
        type: read('CbteTipo'),
        number: read('CbteDesde'),
        date: textAt(found, 'CbteFch') ?? '',
        total: read('ImpTotal'),
        currency: textAt(found, 'MonId') ?? '',
        rate: read('MonCotiz'),
        docType: read('DocTipo'),
        docNumber: textAt(found, 'DocNro') ?? '',
        result: textAt(found, 'Resultado') ?? '',
        cae: optional(textAt(found, 'CodAutorizacion')),
        caeDue: optional(textAt(found, 'FchVto')),
      };
    },

    async dollarRate(auth, date) {
      const operation = 'FEParamGetCotizacion';
      const result = await query(operation, { Auth: authOf(auth), MonId: 'DOL', FchCotiz: date });
      return {
        rate: numberAt(result, operation, 'ResultGet', 'MonCotiz'),
        date: textAt(result, 'ResultGet', 'FchCotiz') ?? date,
      };
    },
  };
}
