import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

/** Where `npm run build` writes the web app's server entry, under WEB_BUILD_DIR. */
export const webServerEntry = (webBuildDir: string) => path.join(webBuildDir, 'server', 'index.js');

/**
 * The web app's production build, or undefined before the first `npm run build`. Every caller gets the same
 * module: Node loads a file once.
 */
export async function loadWebBuild(webBuildDir: string): Promise<ServerBuild | undefined> {
  const entry = webServerEntry(webBuildDir);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/**
 * The stylesheets React Router links on the page of route `id` (its file under apps/web/app/, e.g.
 * 'routes/login'), its parents' first, as the build's manifest names them.
 */
export function stylesheetsOf(build: ServerBuild, id: string): string[] {
  const route = build.assets.routes[id];
  if (!route) return [];
  const parents = route.parentId ? stylesheetsOf(build, route.parentId) : [];
  return [...new Set([...parents, ...(route.css ?? [])])];
}
