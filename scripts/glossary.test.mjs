import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/glossary.md stays readable in a terminal and a diff (no line over 200 characters), and every path it names
 * in backticks exists, by the convention its introduction states: from the repository's root when it starts with
 * one of the root's folders, the web app's when it starts with `app/`, the server's (apps/server/src/) otherwise.
 */
const root = path.resolve(import.meta.dirname, '..');
const glossary = 'docs/glossary.md';
const lines = readFileSync(path.join(root, glossary), 'utf8').split('\n');

const rootFolders = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'deploy'];

/** A code span that names a file or folder: words joined by `/`, not an address of the site (`/api/…`). */
const looksLikePath = (span) => /^[\w.@<>{}*-]+(?:\/[\w.@<>{}*-]*)+$/.test(span);

/** Where a path of the glossary lives, up to its first placeholder (`<feature>`, `{id}`, `*`). */
function resolvePath(span) {
  const known = span.split('/').findIndex((segment) => /[<>{}*]/.test(segment));
  const named = (known < 0 ? span : span.split('/').slice(0, known).join('/')).replace(/\/$/, '');
  const [first] = named.split('/');
  if (rootFolders.includes(first)) return path.join(root, named);
  if (first === 'app') return path.join(root, 'apps/web', named);
  return path.join(root, 'apps/server/src', named);
}

describe('the glossary', () => {
  it('has no line over 200 characters', () => {
    const long = lines.flatMap((line, at) =>
      line.length > 200 ? [`${glossary}:${at + 1}: ${line.length}`] : [],
    );
    expect(long).toEqual([]);
  });

  it('names only paths that exist', () => {
    const spans = lines.flatMap((line, at) =>
      [...line.matchAll(/`([^`]+)`/g)].map((match) => ({ span: match[1], where: `${glossary}:${at + 1}` })),
    );
    const paths = spans.filter(({ span }) => looksLikePath(span));
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths
      .filter(({ span }) => !existsSync(resolvePath(span)))
      .map(({ span, where }) => `${where}: ${span} (${path.relative(root, resolvePath(span))})`);
    expect(missing).toEqual([]);
  });
});
