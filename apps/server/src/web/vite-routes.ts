import path from 'node:path';
import middie from '@fastify/middie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { WebRoutes } from '../app';
import { renderPages } from './render';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

/**
 * The dev loop's web app: Vite in middleware mode serves the modules, styles and public files the page
 * asks for and pushes updates over a WebSocket on this same server; each page render loads the current
 * server build from Vite, so an edit shows on the next request without a restart.
 */
export const viteWebRoutes: WebRoutes = async (app, deps) => {
  const vite = await createServer({
    root: webRoot,
    appType: 'custom',
    // Same origin as the pages, so no CORS headers: /api answers as it does in production.
    server: { middlewareMode: true, hmr: { server: app.server }, cors: false },
  });
  app.addHook('onClose', () => vite.close());

  // Scoped to this plugin, as its hooks are: /api and /img never pass through Vite.
  await app.register(middie);
  app.use(vite.middlewares);

  renderPages(app, deps, async (request, context) => {
    try {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return await createRequestHandler(build, 'development')(request, context);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  });
};
