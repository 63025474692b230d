import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/** React, React DOM and React Router: almost all of their code runs while a page starts. */
const STARTUP_MODULES = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

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
    // In the browser those libraries are one file: every module file costs the page a task when it arrives.
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: (id) => (STARTUP_MODULES.test(id) ? 'framework' : undefined) } },
  },
}));
