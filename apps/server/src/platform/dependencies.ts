/* What the app is built from at start (bootstrap.ts) or by a test, and what route plugins and jobs are given. */
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Captcha } from '../integrations/captcha';
import type { ImageStore } from '../integrations/images';
import type { MailOutbox } from '../integrations/mail';
import type { JobQueue } from '../lib/jobs';
import type { SecretBox } from '../lib/secret-box';
import type { OidcProvider } from '../integrations/oidc';
import type { Catalog } from './public-reads';
import type { MailSender } from './letter';
import type { PaymentAccounts } from './payment-accounts';

/** What route plugins and page loaders are given: built once in main.ts or by a test. */
export interface Dependencies {
  config: Config;
  database: Database;
  images: ImageStore;
  catalog: Catalog;
  /** Who the site's e-mails come from: her saved details, read when each e-mail is written. */
  sender: MailSender;
  /** Every e-mail, written to the outbox in the transaction that causes it. */
  mail: MailOutbox;
  /** Background work: the outbox's worker and the periodic jobs. */
  jobs: JobQueue;
  captcha: Captcha;
  /** Seals the secrets kept in the database with a key kept apart from it (SECRETS_KEY or its file). */
  secrets: SecretBox;
  /** Mercado Pago and PayPal as configured at each call: server variables, else her saved credentials. */
  paymentAccounts: PaymentAccounts;
  /** Undefined when social login is not configured. */
  oidc: OidcProvider | undefined;
}
