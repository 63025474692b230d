import { invoicingMessages } from '@constelaciones/contract';
import { ArcaError } from '../../integrations/arca/soap';
import type { ArcaNote } from '../../integrations/arca/wsfe';

const texts = invoicingMessages.arca;

/** What went wrong with ARCA, for the owner: ARCA's code, what to do, and whether trying again can help. */
export interface ArcaProblem {
  code: string;
  message: string;
  /** ARCA down, a ticket to renew: yes. A certificate, a point of sale or an amount to correct: no. */
  retry: boolean;
  /** The access ticket is no longer taken: ask for a new one before the next try. */
  renewTicket?: boolean;
}

const WSAA: Record<string, Omit<ArcaProblem, 'code'>> = {
  'cms.cert.untrusted': { message: texts.untrusted, retry: false },
  'coe.notAuthorized': { message: texts.notAuthorized, retry: false },
  'cms.sign.invalid': { message: texts.badSignature, retry: false },
  'xml.generationTime.invalid': { message: texts.clock, retry: false },
  'xml.expirationTime.invalid': { message: texts.clock, retry: false },
  'xml.expirationTime.expired': { message: texts.clock, retry: false },
  'coe.alreadyAuthenticated': { message: texts.alreadyAuthenticated, retry: true },
};

/** A business code of WSFEv1 (an `Err` or a rejection's `Obs`) in the owner's words. */
export function explainCode({ code, message }: ArcaNote, pointOfSale: number): ArcaProblem {
  if (['500', '501', '502'].includes(code)) return { code, message: texts.unavailable, retry: true };
  if (code === '601' || (code === '600' && /cuit/i.test(message))) {
    return { code, message: texts.cuitNotRelated, retry: false };
  }
  if (code === '600') return { code, message: texts.unavailable, retry: true, renewTicket: true };
  if (code === '10005' || code === '11002') {
    return { code, message: texts.pointOfSaleUnknown(pointOfSale), retry: false };
  }
  if (code === '10016') return { code, message: texts.dateOrNumber, retry: false };
  if (['10037', '10038', '10039', '10119', '10239', '10240', '10241'].includes(code)) {
    return { code, message: texts.dollars, retry: false };
  }
  return { code, message: texts.rejected(code, message), retry: false };
}

/** Any failure of a call to ARCA in the owner's words. */
export function explainError(error: unknown, pointOfSale: number): ArcaProblem {
  if (!(error instanceof ArcaError)) throw error;
  if (error.kind !== 'fault') return { code: error.kind, message: texts.unavailable, retry: true };
  const code = error.code ?? 'fault';
  const known = WSAA[code];
  if (known) return { code, ...known };
  if (code.startsWith('wsaa.') || code.startsWith('wsn.'))
    return { code, message: texts.unavailable, retry: true };
  if (/^\d+$/.test(code)) return explainCode({ code, message: error.message }, pointOfSale);
  return { code, message: texts.unexpected(code, error.message), retry: false };
}
