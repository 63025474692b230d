import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script that starts with this comment is compiled whole while it downloads, off
 * the main thread, instead of function by function on the main thread as each is first called. The chunks of
 * React, React DOM and React Router get it: they run almost entirely while the page starts.
 */
function compileHints(): Plugin {
  const startupModules = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification, which drops comments.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => startupModules.test(id))) {
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
  build: { assetsInlineLimit: 0 },
}));
