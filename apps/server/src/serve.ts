import { buildApp, type WebRoutes } from './app';
import { ConfigError, loadConfig } from './config';
import { startServices } from './bootstrap';
import { startEmbeddedUpkeep } from './db/upkeep';
import { startExpiredRowsPurge } from './features/auth/expired-rows';
import { startDiscardedImagesSweep } from './features/images/discarded-sweep';
import { startPaymentDeadlines } from './features/purchases/deadlines';

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

  const services = await startServices(config);
  const app = await buildApp(services, { web });
  // Pending transfers expire and get their reminder; stopped (the run in flight finished) when the app closes.
  app.addHook('onClose', startPaymentDeadlines(services, app.log));
  // Expired sessions, e-mailed links and captcha solutions are deleted now and every hour.
  app.addHook('onClose', startExpiredRowsPurge(services.database.db, app.log));
  // The embedded database's tables that need it are vacuumed at 4 in the morning (PostgreSQL does its own).
  app.addHook('onClose', startEmbeddedUpkeep(services.database, app.log));
  // Replaced and deleted images are kept a day (a backup may still name them), then deleted every hour.
  app.addHook('onClose', startDiscardedImagesSweep(services.images, app.log));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await services.database.close();
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
