import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { seedDemoContent } from './db/seed/seed';
import { localImageStore } from './integrations/images';
import { altchaCaptcha, altchaHmacKey } from './integrations/altcha';
import type { Captcha } from './integrations/captcha';
import { createMailer, mailOutbox, type OutboxMail } from './integrations/mail';
import { recordChange } from './platform/audit-log';
import { jobQueue, releaseEmbeddedClaims } from './lib/jobs';
import { keyFromSettingOrFile } from './lib/key-file';
import { secretBox } from './lib/secret-box';
import { oidcProvider } from './integrations/oidc';
import { recaptchaCaptcha } from './integrations/recaptcha';
import type { Database, Db } from './db/client';
import { captchaReplayGuard } from './features/captcha/replay-guard';
import { ensureAdminAccount } from './features/auth/admin-account';
import { issueSetupLink } from './features/setup/first-start';
import { messages } from '@constelaciones/contract';
import { createCatalog } from './catalog/catalog';
import { mailSender } from './features/site-content';
import { handleDateReminders } from './features/date-reminders/reminders';
import { readPerHour } from './features/newsletter';
import type { Dependencies } from './platform/dependencies';
import type { MailSender } from './platform/letter';
import { paymentAccounts } from './platform/payment-accounts';

/** The secrets key's file in the data folder, when SECRETS_KEY is not set (docs/operations.md). */
export const SECRETS_KEY_FILE = 'secrets.key';

/** Writes a line of its own on the standard output (the first-start address). */
const printLine = (line: string): void => void process.stdout.write(`${line}\n`);

/**
 * Opens (unless given one already open) and migrates the database, loads the demo content into an empty one
 * (SEED_DEMO), makes the ADMIN account of ADMIN_EMAIL/ADMIN_PASSWORD or, while the site has no owner, prints
 * the first-start address with `print`, and wires the dependencies the app is built from.
 */
export async function startDependencies(
  config: Config,
  print = printLine,
  opened?: Database,
): Promise<Dependencies> {
  const database = opened ?? (await openDatabase(config));
  try {
    await migrateDatabase(database);
    await releaseEmbeddedClaims(database);
    const images = localImageStore(path.join(config.dataDir, 'img'));
    let setupLink: string | undefined;
    await withStartupLock(database.db, async (tx) => {
      if (config.seedDemo) await seedDemoContent(tx, images);
      if (config.admin) await ensureAdminAccount(tx, config.admin);
      else setupLink = await issueSetupLink(tx, config.publicUrl);
    });
    if (setupLink) {
      print(messages.setup.printed);
      print(setupLink);
    }
    const sender = mailSender(config, database);
    const secrets = secretBox(
      await keyFromSettingOrFile(config.secretsKey, config.dataDir, SECRETS_KEY_FILE),
    );
    return {
      config,
      database,
      images,
      catalog: createCatalog(database, config),
      sender,
      ...backgroundWork(config, database, sender),
      captcha: await startCaptcha(config, database.db),
      secrets,
      paymentAccounts: paymentAccounts(config.payments, database, secrets),
      oidc: config.oidc && oidcProvider(config.oidc),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The job queue of this instance on `database`, and the e-mail outbox its worker sends (the date reminders write
 * theirs as `sender`).
 */
export function backgroundWork(
  config: Config,
  database: Database,
  sender: MailSender,
): Pick<Dependencies, 'jobs' | 'mail'> {
  const jobs = jobQueue(database);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  // 'Estado del sitio' asks for a test e-mail that a mail server took: each one is recorded.
  const recordProof = (mail: OutboxMail) =>
    recordChange(database.db, {
      actorId: null,
      action: 'create',
      entity: mail.proof!,
      entityId: null,
      after: { to: mail.to },
    });
  // Only a mail server has a rate to keep: the outbox folder takes them as fast as they come.
  const mail = mailOutbox(jobs, mailer, {
    publicUrl: config.publicUrl,
    perMinute: config.mail.smtpUrl ? config.mail.perMinute : undefined,
    // Her pace for newsletters, read at each one (within the site's own, which is all while she has set none).
    newsletterPerMinute: async () => {
      const perHour = await readPerHour(database.db);
      return perHour ? perHour / 60 : undefined;
    },
    onDelivered: recordProof,
  });
  // The reminders of the enrolled dates write their e-mails to the outbox.
  handleDateReminders(jobs, mail, { config, database, sender });
  return { jobs, mail };
}

/** reCAPTCHA when its keys are set, otherwise the self-hosted ALTCHA. */
async function startCaptcha(config: Config, db: Db): Promise<Captcha> {
  const { recaptcha, altchaHmacKey: configuredKey } = config.captcha;
  if (recaptcha) return recaptchaCaptcha(recaptcha);
  return altchaCaptcha(await altchaHmacKey(configuredKey, config.dataDir), captchaReplayGuard(db));
}
