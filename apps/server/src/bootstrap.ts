import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { seedDemoContent } from './db/seed/seed';
import { ensureSiteImages } from './content/site-images';
import { siteContent } from './content/site-content';
import { localImageStore } from './integrations/images';
import { altchaCaptcha, altchaHmacKey } from './integrations/altcha';
import type { Captcha } from './integrations/captcha';
import { createMailer, defaultSender, mailOutbox } from './integrations/mail';
import { jobQueue, releaseEmbeddedClaims } from './lib/jobs';
import { oidcProvider } from './integrations/oidc';
import { recaptchaCaptcha } from './integrations/recaptcha';
import type { Database, Db } from './db/client';
import { captchaReplayGuard } from './features/captcha/replay-guard';
import { ensureAdminAccount } from './features/auth/admin-account';
import { createCatalog } from './features/catalog';
import type { Services } from './features/services';

/** Opens and migrates the database, seeds an empty one, and wires the services the app needs. */
export async function startServices(config: Config): Promise<Services> {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    await releaseEmbeddedClaims(database);
    const images = localImageStore(path.join(config.dataDir, 'img'));
    await ensureSiteImages(images, siteContent);
    await withStartupLock(database.db, async (tx) => {
      if (config.seedDemo) await seedDemoContent(tx, images);
      if (config.admin) await ensureAdminAccount(tx, config.admin);
    });
    return {
      config,
      database,
      images,
      catalog: createCatalog(database, config),
      site: siteContent,
      ...backgroundWork(config, database),
      captcha: await startCaptcha(config, database.db),
      oidc: config.oidc && oidcProvider(config.oidc),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The job queue of this instance on `database`, and the e-mail outbox its worker sends. */
export function backgroundWork(config: Config, database: Database): Pick<Services, 'jobs' | 'mail'> {
  const jobs = jobQueue(database);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from ?? defaultSender(siteContent.owner.name),
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  return { jobs, mail: mailOutbox(jobs, mailer, config.publicUrl) };
}

/** reCAPTCHA when its keys are set, otherwise the self-hosted ALTCHA. */
async function startCaptcha(config: Config, db: Db): Promise<Captcha> {
  const { recaptcha, altchaHmacKey: configuredKey } = config.captcha;
  if (recaptcha) return recaptchaCaptcha(recaptcha);
  return altchaCaptcha(await altchaHmacKey(configuredKey, config.dataDir), captchaReplayGuard(db));
}
