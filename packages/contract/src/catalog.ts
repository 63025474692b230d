import type {
  Activity,
  Article,
  Constellator,
  Course,
  CourseSlug,
  InscriptionModel,
  Module,
} from './entities';
import type { AgendaYear } from './agenda';
import type { LegalKind, LegalPage } from './legal';
import type { SiteContent } from './site';
import type { NewsletterIssue } from './api/newsletter';
import type { WithdrawalReceipt } from './api/withdrawals';
import type { CertificateCheck } from './api/certificates';
import type { WithdrawalRequestOutput } from './validation/withdrawal';

/**
 * What public pages read. The server implements it over the database (with its cache);
 * the web app's server loaders receive it through the request context, never over HTTP.
 */
export interface PublicCatalog {
  /** Non-archived activities, by date. */
  activities(): Promise<Activity[]>;
  /** A non-archived activity, or undefined. */
  activity(id: string): Promise<Activity | undefined>;
  courses(): Promise<Course[]>;
  course(slug: CourseSlug): Promise<Course | undefined>;
  /** Modules without their paid links. */
  modules(): Promise<Module[]>;
  /** Articles, last updated first. */
  articles(): Promise<Article[]>;
  article(id: string): Promise<Article | undefined>;
  constellators(): Promise<Constellator[]>;
  /**
   * The agenda of a year: the public dates of activities, workshops and live modules, and the owner's
   * entries.
   */
  agenda(year: number): Promise<AgendaYear>;
  /** The terms or the privacy policy: the published text, or the draft until the owner publishes one. */
  legalPage(kind: LegalKind): Promise<LegalPage>;
  /**
   * The places anyone may still take of each item, counted now and never cached (the lists above stay right
   * whatever purchases do): null for an item without a 'Cupo'.
   */
  placesLeft(items: readonly PlacesQuery[]): Promise<(number | null)[]>;
}

/** An item whose places a page shows: a course's are those of its date. */
export interface PlacesQuery {
  inscriptionModel: InscriptionModel;
  inscriptionId: string;
  courseDate: string | null;
  capacity: number | null;
}

export interface PublicContext {
  catalog: PublicCatalog;
  site: SiteContent;
  /** Absolute origin used for canonical URLs and Open Graph, without a trailing slash. */
  publicUrl: string;
}

/**
 * Where the 'Botón de arrepentimiento' page hands a request it checked (its form posts to the page itself, so
 * it works without JavaScript): the server's withdrawal service, reached through the load context, never over
 * HTTP.
 */
export interface WithdrawalDesk {
  submit(request: WithdrawalRequestOutput): Promise<WithdrawalReceipt>;
}

/**
 * Where the newsletter's pages reach the server's newsletter service, through the load context, never over
 * HTTP: the form of every footer and of /novedades posts to /novedades (so it works without JavaScript), and
 * the archive is read from it.
 */
export interface NewsletterDesk {
  /** Asks for the newsletter for a checked address (its consent given); answers what the page says. */
  subscribe(email: string): Promise<string>;
  archive(): Promise<Omit<NewsletterIssue, 'body'>[]>;
  /** One newsletter sent; undefined when none has the id. */
  issue(id: string): Promise<NewsletterIssue | undefined>;
}

/**
 * Where /verificar/{code} reads a certificate: the server's certificate service, through the load
 * context, never over HTTP. Undefined when no certificate has the code.
 */
export interface CertificateRegistry {
  verify(code: string): Promise<CertificateCheck | undefined>;
}
