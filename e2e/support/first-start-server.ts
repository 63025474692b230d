import { startOwnServer } from './own-server';

/** A second server, as production starts the first time: no demo, no administrator, the setup address printed. */
export interface FirstStartServer {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The single-use address it printed, as a path: /configuracion-inicial/{token}. */
  setupPath: string;
  stop(): Promise<void>;
}

const SETUP_ADDRESS = /^https?:\/\/\S+?(\/configuracion-inicial\/\S+)$/m;

/**
 * Starts the production build on a fresh embedded database of its own, with SEED_DEMO=0 and no ADMIN_EMAIL: the
 * shared e2e servers have their administrator already, so they have no first-start page to show. It prints the
 * setup address under PUBLIC_URL's default, whose path is what counts.
 */
export async function startFirstStartServer(): Promise<FirstStartServer> {
  const server = await startOwnServer(
    'first-start',
    { SEED_DEMO: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    SETUP_ADDRESS,
  );
  return {
    origin: server.origin,
    setupPath: SETUP_ADDRESS.exec(server.output())![1]!,
    stop: server.stop,
  };
}
