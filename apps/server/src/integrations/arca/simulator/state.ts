import { ARCA_ENVIRONMENTS, type ArcaEnvironment } from '../endpoints';
import type { ArcaNote } from '../wsfe';
import {
  certificateAuthority,
  type CertificateAuthority,
  type IssueOptions,
  type PemPair,
} from './authority';
import { ledger, type Ledger, type SimulatedPointOfSale, type SimulatedVoucher } from './ledger';

/** An access ticket the simulated WSAA handed out. */
export interface SimulatedTicket {
  token: string;
  sign: string;
  /** The CUITs the ticket may act for: its certificate's. */
  cuits: string[];
  /** The certificate's subject and the service: WSAA keeps one valid ticket per pair. */
  holder: string;
  expiresAt: Date;
}

/** One environment: its certificate authority, its vouchers, its tickets. */
export interface SimulatedEnvironment {
  authority: CertificateAuthority;
  ledger: Ledger;
  /** By token. */
  tickets: Map<string, SimulatedTicket>;
  /** By holder: the last ticket of each. */
  held: Map<string, SimulatedTicket>;
}

/** How a simulator state starts. */
export interface ArcaSimulatorOptions {
  /** The simulator's clock (default: the real one); tests move it. */
  now?: () => Date;
  /** ARCA's dollar rate, every day (default 1415.25). */
  dollarRate?: number;
  /** Certificate authorities kept from an earlier run (`authority.pem()`); else generated once per process. */
  authorities?: Partial<Record<ArcaEnvironment, PemPair>>;
}

/** Everything the simulator remembers, in memory, and the hooks tests use to arrange a case. */
export interface ArcaSimulatorState {
  readonly now: () => Date;
  readonly dollarRate: number;
  readonly environments: Readonly<Record<ArcaEnvironment, SimulatedEnvironment>>;
  /** LoginCms calls that got a ticket, per environment. */
  readonly ticketsIssued: Record<ArcaEnvironment, number>;
  /** What the hooks below armed; the WSFEv1 route disarms each as it uses it. */
  readonly armed: { dropAfterApproval: boolean; failure: ArcaNote | undefined };
  /** A taxpayer's certificate and key from that environment's authority. */
  issue(environment: ArcaEnvironment, cuit: string, options?: IssueOptions): PemPair;
  setPointsOfSale(environment: ArcaEnvironment, cuit: string, points: SimulatedPointOfSale[]): void;
  vouchers(environment: ArcaEnvironment, cuit: string): SimulatedVoucher[];
  /** A voucher granted before a restart, taken back (Ledger.restore). */
  restore(environment: ArcaEnvironment, voucher: SimulatedVoucher): void;
  /** The next approved FECAESolicitar is recorded, then its connection is cut with no answer. */
  dropAfterNextApproval(): void;
  /** The next WSFEv1 call but FEDummy answers only this `Err` (e.g. 500, ARCA's internal error). */
  failNext(code: string | number, message: string): void;
}

/** A fresh simulator state: both environments, no points of sale, no vouchers, no tickets. */
export function arcaSimulatorState(options: ArcaSimulatorOptions = {}): ArcaSimulatorState {
  const now = options.now ?? (() => new Date());
  const dollarRate = options.dollarRate ?? 1415.25;
  const environment = (name: ArcaEnvironment): SimulatedEnvironment => ({
    authority: certificateAuthority(name, options.authorities?.[name], now),
    ledger: ledger(now, dollarRate),
    tickets: new Map(),
    held: new Map(),
  });
  const environments = Object.fromEntries(
    ARCA_ENVIRONMENTS.map((name) => [name, environment(name)]),
  ) as Record<ArcaEnvironment, SimulatedEnvironment>;
  const armed: ArcaSimulatorState['armed'] = { dropAfterApproval: false, failure: undefined };
  return {
    now,
    dollarRate,
    environments,
    ticketsIssued: { homologacion: 0, produccion: 0 },
    armed,
    issue: (name, cuit, issueOptions) => environments[name].authority.issue(cuit, issueOptions),
    setPointsOfSale: (name, cuit, points) => environments[name].ledger.setPointsOfSale(cuit, points),
    vouchers: (name, cuit) => environments[name].ledger.vouchers(cuit),
    restore: (name, voucher) => environments[name].ledger.restore(voucher),
    dropAfterNextApproval: () => {
      armed.dropAfterApproval = true;
    },
    failNext: (code, message) => {
      armed.failure = { code: String(code), message };
    },
  };
}
