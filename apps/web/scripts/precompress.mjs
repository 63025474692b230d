// Writes .br and .gz next to every text asset of the client build, so the server sends them as is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../build/client', import.meta.url).pathname;
const compressible = /\.(js|css|svg|json|txt|xml|html|woff)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for await (const file of files(root)) {
  if (!compressible.test(file)) continue;
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}
