import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startServices } from './bootstrap';
import { startPaymentDeadlines } from './features/purchases/deadlines';

/** Starts the site: validated configuration, migrated database, then the HTTP server. */
async function main(): Promise<void> {
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

  // Outside production the API may run before the first `npm run build`; production needs the web app.
  const webBuilt = existsSync(path.join(config.webBuildDir, 'server', 'index.js'));
  const services = await startServices(config);
  const app = await buildApp(services, { web: webBuilt || config.env === 'production' });
  if (!webBuilt && config.env !== 'production') app.log.warn('web app not built: serving the API only');
  // Pending transfers expire and get their reminder; stopped (the run in flight finished) when the app closes.
  app.addHook('onClose', startPaymentDeadlines(services, app.log));

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
