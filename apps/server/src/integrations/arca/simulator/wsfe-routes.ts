import type { FastifyInstance } from 'fastify';
import { argentinaDay, argentinaTimestamp } from '../dates';
import { ARCA_ENVIRONMENTS } from '../endpoints';
import { at, list, textAt, xmlElements, type XmlValue } from '../soap';
import { WSFE_NAMESPACE, type ArcaNote } from '../wsfe';
import type { SimulatedVoucher } from './ledger';
import { SimulatedFault, soapAnswer } from './soap';
import type { ArcaSimulatorState, SimulatedEnvironment } from './state';

type Result = Record<string, XmlValue>;

/** An operation's Result, given its parameters and the CUIT its ticket acts for. */
type Operation = (
  parameters: unknown,
  cuit: string,
  world: SimulatedEnvironment,
  state: ArcaSimulatorState,
) => Result;

const errorsOf = (notes: ArcaNote[]): Result => ({
  Errors: { Err: notes.map((note) => ({ Code: note.code, Msg: note.message })) },
});

const noResults = (operation: string) =>
  errorsOf([{ code: '602', message: `Sin Resultados: - en ${operation}` }]);

/** Why Auth is refused (600, docs/decisions/069-factura-c.md), or undefined when it holds for its CUIT. */
function refusal(world: SimulatedEnvironment, auth: unknown, now: Date): ArcaNote | undefined {
  const ticket = world.tickets.get(textAt(auth, 'Token') ?? '');
  if (!ticket || ticket.sign !== textAt(auth, 'Sign')) {
    return { code: '600', message: 'ValidacionDeToken: No validaron las firmas digitales' };
  }
  if (ticket.expiresAt <= now) return { code: '600', message: 'ValidacionDeToken: el token ha expirado' };
  const cuit = textAt(auth, 'Cuit') ?? '';
  if (!ticket.cuits.includes(cuit)) {
    return { code: '600', message: `ValidacionDeToken: No aparecio CUIT en lista de relaciones: ${cuit}` };
  }
  return undefined;
}

/** A voucher as FECompConsultar returns it: what was sent, then ARCA's fields. */
const consulted = (voucher: SimulatedVoucher): Result => ({
  ResultGet: {
    ...(voucher.sent as Result),
    Resultado: 'A',
    CodAutorizacion: voucher.cae,
    EmisionTipo: 'CAE',
    FchVto: voucher.caeDue,
    FchProceso: voucher.processedAt,
    PtoVta: voucher.pointOfSale,
    CbteTipo: voucher.type,
  },
});

const operations: Record<string, Operation | undefined> = {
  FEParamGetPtosVenta: (_parameters, cuit, world) => {
    const points = world.ledger.pointsOfSale(cuit);
    if (points.length === 0) return noResults('FEParamGetPtosVenta');
    return {
      ResultGet: {
        PtoVenta: points.map((point) => ({
          Nro: point.number,
          EmisionTipo: point.emissionType,
          Bloqueado: point.blocked ? 'S' : 'N',
          FchBaja: point.closedOn ?? 'NULL',
        })),
      },
    };
  },

  FECompUltimoAutorizado: (parameters, cuit, world) => {
    const [pointOfSale, type] = [
      Number(textAt(parameters, 'PtoVta')),
      Number(textAt(parameters, 'CbteTipo')),
    ];
    if (!world.ledger.knows(cuit, pointOfSale)) {
      return errorsOf([
        {
          code: '11002',
          message: `El punto de venta ${pointOfSale} no se encuentra habilitado a usar en el presente WS`,
        },
      ]);
    }
    return { PtoVta: pointOfSale, CbteTipo: type, CbteNro: world.ledger.last(cuit, pointOfSale, type) };
  },

  FECompConsultar: (parameters, cuit, world) => {
    const query = at(parameters, 'FeCompConsReq');
    const voucher = world.ledger.find(
      cuit,
      Number(textAt(query, 'PtoVta')),
      Number(textAt(query, 'CbteTipo')),
      Number(textAt(query, 'CbteNro')),
    );
    return voucher ? consulted(voucher) : noResults('FECompConsultar');
  },

  FEParamGetCotizacion: (parameters, _cuit, _world, state) => {
    if (textAt(parameters, 'MonId') !== 'DOL') return noResults('FEParamGetCotizacion');
    return {
      ResultGet: {
        MonId: 'DOL',
        MonCotiz: String(state.dollarRate),
        FchCotiz: textAt(parameters, 'FchCotiz') || argentinaDay(state.now()),
      },
    };
  },

  FECAESolicitar: (parameters, cuit, world, state) => {
    const header = at(parameters, 'FeCAEReq', 'FeCabReq');
    const details = list(at(parameters, 'FeCAEReq', 'FeDetReq', 'FECAEDetRequest'));
    const [pointOfSale, type] = [Number(textAt(header, 'PtoVta')), Number(textAt(header, 'CbteTipo'))];
    const [detail] = details;
    if (details.length !== 1 || textAt(header, 'CantReg') !== '1') {
      throw new SimulatedFault('Client', 'The simulator takes one voucher per request (CantReg 1)');
    }
    if (type !== 11 && type !== 13) {
      throw new SimulatedFault('Client', 'The simulator plays class C only (CbteTipo 11 and 13)');
    }
    const decision = world.ledger.authorise(cuit, pointOfSale, type, detail);
    const echo = (name: string) => textAt(detail, name);
    return {
      FeCabResp: {
        Cuit: cuit,
        PtoVta: pointOfSale,
        CbteTipo: type,
        FchProceso: argentinaTimestamp(state.now()),
        CantReg: 1,
        Resultado: decision.result,
        Reproceso: 'N',
      },
      FeDetResp: {
        FECAEDetResponse: {
          Concepto: echo('Concepto'),
          DocTipo: echo('DocTipo'),
          DocNro: echo('DocNro'),
          CbteDesde: echo('CbteDesde'),
          CbteHasta: echo('CbteHasta'),
          CbteFch: decision.date,
          Resultado: decision.result,
          Observaciones:
            decision.observations.length > 0
              ? { Obs: decision.observations.map((note) => ({ Code: note.code, Msg: note.message })) }
              : undefined,
          CAE: decision.voucher?.cae ?? '',
          CAEFchVto: decision.voucher?.caeDue ?? '',
        },
      },
      ...(decision.errors.length > 0 ? errorsOf(decision.errors) : {}),
    };
  },
};

/**
 * WSFEv1's service.asmx: FEDummy and the five operations the client uses, in ARCA's element names, with
 * business errors as `Errors/Err` in a 200 answer. The hooks armed in the state act here: one `Err` instead of
 * the next answer, or an approval recorded and its connection cut.
 */
export function wsfeRoutes(scope: FastifyInstance, state: ArcaSimulatorState): void {
  for (const environment of ARCA_ENVIRONMENTS) {
    const world = state.environments[environment];
    scope.post(`/${environment}/wsfev1/service.asmx`, async (request, reply) => {
      const body = at(request.body, 'Envelope', 'Body');
      const [name = ''] = Object.keys(typeof body === 'object' && body !== null ? body : {});
      const answer = (result: Result) =>
        soapAnswer(
          reply,
          `<${name}Response xmlns="${WSFE_NAMESPACE}"><${name}Result>${xmlElements(result)}</${name}Result></${name}Response>`,
        );
      if (name === 'FEDummy') return answer({ AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' });
      const operation = operations[name];
      if (!operation) {
        throw new SimulatedFault(
          'Client',
          `Server did not recognize the value of HTTP Header SOAPAction: ${name}`,
        );
      }
      const { failure } = state.armed;
      if (failure) {
        state.armed.failure = undefined;
        return answer(errorsOf([failure]));
      }
      const parameters = at(body, name);
      const refused = refusal(world, at(parameters, 'Auth'), state.now());
      if (refused) return answer(errorsOf([refused]));
      const result = operation(parameters, textAt(parameters, 'Auth', 'Cuit') ?? '', world, state);
      const approved = name === 'FECAESolicitar' && textAt(result, 'FeCabResp', 'Resultado') === 'A';
      if (approved && state.armed.dropAfterApproval) {
        state.armed.dropAfterApproval = false;
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return answer(result);
    });
  }
}
