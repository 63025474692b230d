import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** Specifiers a module loads at run time: `import type` is erased, any other import or re-export runs. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'([^']+)'/gm;
  return [...source.matchAll(statements)].map((match) => match[1]!);
}

/** A relative specifier's file: `x.ts`, or `x/index.ts` for a folder (as `./api` is). */
const resolveModule = (base: string) =>
  existsSync(`${base}.ts`) ? `${base}.ts` : path.join(base, 'index.ts');

/** Every module a file pulls in at run time: files of this package, then package names. */
function runtimeGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolveModule(path.resolve(path.dirname(file), specifier)));
      else packages.add(specifier);
    }
  };
  visit(path.join(packageDir, entry));
  return { files: [...files].map((file) => path.relative(packageDir, file)), packages: [...packages] };
}

describe('the package entries', () => {
  it('loads zod through the main entry, after turning it jitless', () => {
    const { files, packages } = runtimeGraph(exports['.']!);
    expect(packages).toContain('zod');
    expect(files[1]).toBe('src/zod-config.ts');
  });

  // Public pages import these: zod (and the zod configuration that must precede every schema) stays out of them.
  it.each(Object.entries(exports).filter(([subpath]) => subpath !== '.'))(
    '%s does not load zod',
    (_, entry) => {
      const { files, packages } = runtimeGraph(entry);
      expect(packages).not.toContain('zod');
      expect(files).not.toContain('src/zod-config.ts');
    },
  );

  // Every page with a picture loads it (the home page among them): the messages stay out of their first load.
  it('/image-sources loads no other module', () => {
    expect(runtimeGraph(exports['./image-sources']!)).toEqual({
      files: ['src/image-sources.ts'],
      packages: [],
    });
  });
});
