// Which files the browser loads on a first visit of a URL, read from the React Router build output:
// the browser manifest (`window.__reactRouterManifest` in build/client/assets/manifest-*.js) gives the
// entry and each route's module, static imports and CSS; static `import … from "./x.js"` statements
// inside those files are followed too, so nothing the manifest leaves out is missed. Dynamic `import()`
// is not followed: it loads later, when used.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

export function brotliSize(bytes) {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

/**
 * The browser manifest of the build in `buildDir` (the folder holding client/ and server/), and whether
 * the page loads it as a file: with lazy route discovery (React Router's default when rendering on the
 * server) the HTML inlines only the matched routes' part of it instead.
 */
export function readBrowserManifest(buildDir) {
  const clientDir = path.join(buildDir, 'client');
  const serverDir = path.join(buildDir, 'server');
  if (!existsSync(clientDir)) throw new Error(`no client build at ${clientDir}: run "npm run build" first`);
  let url;
  let lazyDiscovery = true;
  // The server build names the manifest of its own build (prefer it over stale files) and its settings.
  if (existsSync(serverDir)) {
    for (const file of walk(serverDir)) {
      const source = readFileSync(file, 'utf8');
      url ??= source.match(/"url":\s*"(\/assets\/manifest-[\w-]+\.js)"/)?.[1];
      const mode = source.match(/const routeDiscovery = \{\s*"mode":\s*"(\w+)"/)?.[1];
      if (mode) lazyDiscovery = mode === 'lazy';
      if (/const ssr = false;/.test(source)) lazyDiscovery = false;
    }
  }
  if (!url) {
    const assets = path.join(clientDir, 'assets');
    const candidates = readdirSync(assets)
      .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
      .map((f) => ({ f, t: statSync(path.join(assets, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    if (candidates.length === 0) throw new Error(`no React Router manifest in ${assets}`);
    url = `/assets/${candidates[0].f}`;
  }
  const source = readFileSync(path.join(clientDir, url), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { url, manifest: JSON.parse(json), clientDir, manifestLoaded: !lazyDiscovery };
}

/** The routes matched by a pathname, root first (static segments, `:param`, `*`). */
export function matchRoutes(manifest, pathname) {
  const routes = Object.values(manifest.routes);
  const children = (parentId) => routes.filter((r) => r.parentId === parentId);
  const segments = pathname.split('/').filter(Boolean);

  function walk(route, rest) {
    const own = (route.path ?? '').split('/').filter(Boolean);
    let remaining = rest;
    for (const segment of own) {
      if (segment === '*') return [route];
      if (remaining.length === 0) return null;
      if (!segment.startsWith(':') && segment.toLowerCase() !== remaining[0].toLowerCase()) return null;
      remaining = remaining.slice(1);
    }
    if (route.index) return remaining.length === 0 ? [route] : null;
    // Static children first, then params, then splats, as React Router ranks them.
    const rank = (r) => ((r.path ?? '').includes('*') ? 2 : (r.path ?? '').includes(':') ? 1 : 0);
    for (const child of children(route.id).sort((a, b) => rank(a) - rank(b))) {
      const found = walk(child, remaining);
      if (found) return [route, ...found];
    }
    return remaining.length === 0 && route.hasDefaultExport && route.id !== 'root' ? [route] : null;
  }
  const root = manifest.routes.root;
  return walk(root, segments) ?? [root];
}

const staticImport = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g;

/** JS and CSS files a first visit of `pathname` loads, with raw, gzip and brotli sizes. */
export function firstLoad(buildDir, pathname = '/') {
  const { url, manifest, clientDir, manifestLoaded } = readBrowserManifest(buildDir);
  const chain = matchRoutes(manifest, pathname);
  const js = new Set([...(manifestLoaded ? [url] : []), manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const route of chain) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  // Follow static imports inside the files (transitively).
  const queue = [...js];
  while (queue.length > 0) {
    const file = queue.shift();
    const source = readFileSync(path.join(clientDir, file), 'utf8');
    for (const match of source.matchAll(staticImport)) {
      const target = match[1].startsWith('/')
        ? match[1]
        : path.posix.join(path.posix.dirname(file), match[1]);
      if (!js.has(target) && existsSync(path.join(clientDir, target))) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  const measure = (file) => {
    const bytes = readFileSync(path.join(clientDir, file));
    return { file, raw: bytes.length, gzip: gzipSize(bytes), brotli: brotliSize(bytes) };
  };
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const jsFiles = [...js].map(measure);
  const cssFiles = [...css].map(measure);
  return {
    pathname,
    routes: chain.map((r) => r.id),
    manifest: manifestLoaded ? 'loaded as a file' : 'inlined in the HTML (lazy route discovery)',
    js: {
      files: jsFiles,
      raw: sum(jsFiles, 'raw'),
      gzip: sum(jsFiles, 'gzip'),
      brotli: sum(jsFiles, 'brotli'),
    },
    css: {
      files: cssFiles,
      raw: sum(cssFiles, 'raw'),
      gzip: sum(cssFiles, 'gzip'),
      brotli: sum(cssFiles, 'brotli'),
    },
  };
}
