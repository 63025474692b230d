// Fast budget check for CI: the JavaScript a first visit of the home page loads, read from the client
// build output (React Router's browser manifest: entry, root and home route modules and their static
// imports), gzipped. Fails when it exceeds the budget of docs/architecture.md. `npm run bench` measures the
// same thing in a real browser; this check needs only the build.
// Usage: node scripts/check-budget.mjs [--build-dir apps/web/build] [--path /]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, formatKB } from '../bench/budgets.mjs';
import { firstLoad } from '../bench/lib/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const buildDir = path.resolve(root, option('--build-dir', process.env.WEB_BUILD_DIR ?? 'apps/web/build'));
const pathname = option('--path', '/');

let result;
try {
  result = firstLoad(buildDir, pathname);
} catch (error) {
  console.error(`budget: cannot read the web build: ${error.message}`);
  process.exit(1);
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `First load of ${pathname} (routes: ${result.routes.join(' > ')}), from ${path.relative(root, buildDir)}:`,
);
console.log(`${'file'.padEnd(48)} ${pad('raw', 10)} ${pad('gzip', 10)}`);
for (const file of [...result.js.files, ...result.css.files]) {
  console.log(`${file.file.padEnd(48)} ${pad(formatKB(file.raw), 10)} ${pad(formatKB(file.gzip), 10)}`);
}
console.log(`React Router's manifest: ${result.manifest}.`);
console.log(`CSS total: ${formatKB(result.css.raw)} raw, ${formatKB(result.css.gzip)} gzipped (no budget)`);
const budget = budgets.homeJsGzipBytes;
const line = `JS total: ${formatKB(result.js.raw)} raw, ${formatKB(result.js.gzip)} gzipped (budget ${formatKB(budget)} gzipped)`;
if (result.js.gzip > budget) {
  console.error(
    `${line}\nFAIL: the first load of ${pathname} ships ${formatKB(result.js.gzip - budget)} of JavaScript over the budget.`,
  );
  process.exit(1);
}
console.log(`${line}\npass`);
