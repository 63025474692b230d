// Bundles the server into dist/main.js: our workspace packages are inlined (they ship TypeScript),
// every npm dependency stays an import resolved from node_modules. Migrations are copied beside it.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const workspacePackage = /^@constelaciones\//;

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackage.test(args.path) || args.path.endsWith('.json')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
