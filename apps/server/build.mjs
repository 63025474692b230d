// Bundles the server into dist/main.js (with dist/draw-pictures-child.js, the process that draws the site's
// pictures at first start) and the backup tool into dist/backup.js: our workspace packages are
// inlined (they ship TypeScript), every npm dependency stays an import resolved from node_modules.
// Migrations are copied beside them. Usage: node build.mjs [outdir] (default dist; the API tests build their own).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const workspacePackage = /^@constelaciones\//;
const outdir = process.argv[2] ?? 'dist';

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    backup: 'src/backups/cli.ts',
    'draw-pictures-child': 'src/content/draw-pictures-child.ts',
  },
  outdir,
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
await cp('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
