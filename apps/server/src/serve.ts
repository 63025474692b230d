import { buildApp, type WebRoutes } from './app';
import { ConfigError, loadConfig } from './config';
import { startDependencies } from './bootstrap';
import { embeddedUpkeepJob } from './db/upkeep';
import { expiredRowsPurgeJob } from './features/auth/expired-rows';
import { discardedImagesSweepJob } from './features/images/discarded-sweep';
import { paymentDeadlinesJob } from './features/payment-deadlines/deadlines';
import { dateRemindersJob } from './features/date-reminders/reminders';
import { unpaidDataRetentionJob } from './features/personal-data/retention';

/**
 * Starts the site: validated configuration, migrated database, then the HTTP server, which closes
 * gracefully on SIGTERM or SIGINT. `web` serves the React app: from its build, or through Vite in dev.
 */
export async function serve(web: WebRoutes): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const deps = await startDependencies(config);
  const app = await buildApp(deps, { web });
  // The periodic jobs, run by the app's worker once across instances (docs/decisions/045-job-queue.md):
  // pending transfers expire and get their reminder; expired sessions, e-mailed links and captcha solutions
  // are deleted every hour; the embedded database's tables that need it are vacuumed at 4 in the morning
  // (PostgreSQL does its own); replaced and deleted images, kept a day for the backups that may still name
  // them, are deleted every hour; accounts never confirmed and old copies of sent e-mails go with the purge,
  // and the personal data of purchases that ended unpaid is erased after the owner's days; the reminders of
  // enrolled dates are added
  //.
  const periodic = [
    paymentDeadlinesJob(deps),
    dateRemindersJob(deps.database),
    expiredRowsPurgeJob(deps.database.db),
    unpaidDataRetentionJob(deps),
    embeddedUpkeepJob(deps.database),
    discardedImagesSweepJob(deps.images),
  ];
  for (const job of periodic) if (job) await deps.jobs.every(job);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await deps.database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}
