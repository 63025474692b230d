import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createRequestHandler } from 'react-router';
import type { WebRoutes } from '../app';
import { loadWebBuild, webServerEntry } from '../lib/web-build';
import { renderPages } from './render';

/**
 * Serves the built React app: hashed client assets (precompressed, cached for a year), then every other
 * GET goes to React Router, which renders public pages on the server with data from the catalog.
 */
export const webRoutes: WebRoutes = async (app, deps) => {
  const { config } = deps;
  const build = await loadWebBuild(config.webBuildDir);
  if (!build) {
    if (config.env === 'production') {
      throw new Error(
        `No se encontró la aplicación web compilada en ${webServerEntry(config.webBuildDir)}: ejecutá "npm run build".`,
      );
    }
    // Outside production the API may run before the first `npm run build`.
    app.log.warn('web app not built: serving the API only');
    return;
  }

  await app.register(fastifyStatic, {
    root: path.join(config.webBuildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  renderPages(app, deps, createRequestHandler(build, 'production'));
};
