import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every relative link of the project's Markdown guides (the READMEs, docs/ and its decision records) leads to a file
 * that exists, and to a heading of it when it names one: a newcomer, the owner and the operator follow them.
 */
const root = path.resolve(import.meta.dirname, '..');
const guides = [
  'README.md',
  ...['docs', 'docs/decisions'].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`),
  ),
  ...['apps/server', 'apps/web', 'packages/contract', 'e2e', 'bench', 'scripts']
    .map((folder) => `${folder}/README.md`)
    .filter((file) => existsSync(path.join(root, file))),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');

const headingsOf = (file) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

/** The relative links of a Markdown file, outside code blocks. */
const linksOf = (text) =>
  [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((link) => !/^[a-z]+:/.test(link));

describe('the guides', () => {
  it.each(guides)('%s: every relative link resolves', (guide) => {
    const broken = linksOf(readFileSync(path.join(root, guide), 'utf8')).filter((link) => {
      const [target, anchor] = link.split('#');
      const file = target ? path.join(root, path.dirname(guide), target) : path.join(root, guide);
      if (!existsSync(file)) return true;
      return Boolean(anchor) && file.endsWith('.md') && !headingsOf(file).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
