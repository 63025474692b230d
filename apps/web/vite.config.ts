import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/** React, React DOM and React Router: almost all of their code runs while a page starts. */
const STARTUP_MODULES = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

/** The site's own scripts; not a library's, nor a virtual module of the build (their ids start with \0). */
const APP_SCRIPT = /^(?!\0)(?!.*\/node_modules\/).*\.[cm]?[jt]sx?$/;
const ROOT_ROUTE = /\/app\/root\.tsx$/;

/**
 * Whether the root route imports this module, directly or through others, without a dynamic import. The root
 * route itself stays in its own chunk, with its styles.
 */
function importedByRoot(id: string, moduleInfo: Rollup.GetModuleInfo): boolean {
  const seen = new Set([id]);
  const queue = [...(moduleInfo(id)?.importers ?? [])];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    if (ROOT_ROUTE.test(current)) return true;
    for (const importer of moduleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * Every page runs the libraries and the root route's own modules before it can respond: each is one file,
 * since every module file costs the page a request and a task when it arrives. Route modules stay split.
 */
const startupChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  if (STARTUP_MODULES.test(id)) return 'framework';
  if (APP_SCRIPT.test(id) && importedByRoot(id, getModuleInfo)) return 'startup';
  return undefined;
};

/**
 * V8's explicit compile hint: a script that starts with this comment is compiled whole while it downloads, off
 * the main thread, instead of function by function on the main thread as each is first called.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification, which drops comments.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => STARTUP_MODULES.test(id))) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [compileHints()])],
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its own upgrade will silence these.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls', 'if-function'],
        quietDeps: true,
      },
    },
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: startupChunks } },
  },
}));
