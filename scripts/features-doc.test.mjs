import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featuresDoc, output, root } from './features-doc.mjs';

describe('docs/features.md', () => {
  it('is what scripts/features-doc.mjs writes from the code', () => {
    const { text } = featuresDoc();
    const committed = readFileSync(path.join(root, output), 'utf8');
    expect(committed, 'docs/features.md is out of date: run npm run docs:features').toBe(text);
  });
});

describe('the page of a checkout', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'features-doc-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  write('package.json', JSON.stringify({ workspaces: ['packages/contract', 'apps/server'] }));
  write(
    'packages/contract/package.json',
    JSON.stringify({ name: '@constelaciones/contract', exports: { '.': './src/index.ts' } }),
  );
  write('packages/contract/src/index.ts', "export * from './messages';\nexport * from './api';\n");
  write('packages/contract/src/messages.ts', "export const messages = { saved: 'Guardado' };\n");
  write(
    'packages/contract/src/api/index.ts',
    [
      "import { noteEndpoints } from './notes';",
      "export { noteEndpoints, pageEndpoints } from './notes';",
      'export const endpoints = { notes: noteEndpoints, pages: { ...pageEndpoints } } satisfies object;',
    ].join('\n'),
  );
  write(
    'packages/contract/src/api/notes.ts',
    [
      "import { z } from 'zod';",
      'export const endpoint = <const E>(definition: E): E => definition;',
      "const save = (key: string) => endpoint({ method: 'PUT', path: `/admin/pages/${key}`, response: z.object({}) });",
      'export const noteEndpoints = {',
      "  list: endpoint({ method: 'GET', path: '/notes', access: 'public', response: z.object({}) }),",
      "  remove: endpoint({ method: 'DELETE', path: '/notes/delete/:id', access: 'admin' }),",
      '};',
      "export const pageEndpoints = { home: save('home'), footer: save('footer') };",
    ].join('\n'),
  );
  write(
    'apps/server/src/db/schema.ts',
    [
      "export const notes = pgTable('notes', {});",
      "export const pages = pgTable('pages', {});",
      "export const roleEnum = pgEnum('role', []);",
    ].join('\n'),
  );
  write(
    'apps/server/src/features/notes/routes.ts',
    [
      "import { noteEndpoints as endpoints, messages } from '@constelaciones/contract';",
      "import { notes, roleEnum, type Note } from '../../db/schema';",
      "import { pageService } from '../pages/service';",
      "import { SITEMAP } from './paths';",
      '',
      '/** The notes: the public list, and the owner removes one. */',
      'export const noteRoutes = async (app) => {',
      '  route(app, endpoints.list, async () => ({ notes: [], msg: messages.saved }));',
      '  route(app, endpoints.remove, async () => ({}));',
      "  app.get(`${SITEMAP}/notes.xml`, async () => '');",
      '};',
    ].join('\n'),
  );
  write('apps/server/src/features/notes/paths.ts', "export const SITEMAP = '/sitemap';\n");
  write(
    'apps/server/src/features/notes/emails.ts',
    'export const noteMail = () => ({});\nexport function noteMails() {}\nexport function ownerNoteMail() {}\n',
  );
  write(
    'apps/server/src/features/notes/fixtures-of-notes.ts',
    "import { users } from '../../db/schema';\nexport const x = 1;\n",
  );
  write(
    'apps/server/src/features/notes/notes.test.ts',
    "import { endpoints } from '@constelaciones/contract';\n",
  );
  write(
    'apps/server/src/features/pages/service.ts',
    [
      "import { pageEndpoints } from '@constelaciones/contract';",
      "import * as schema from '../../db/schema';",
      'export const pageService = () => schema.pages;',
      'export const register = (app, key) => route(app, pageEndpoints[key], () => ({}));',
    ].join('\n'),
  );
  write('apps/server/src/features/empty/notes.test.ts', '');
  write(
    'apps/server/src/platform/letter.ts',
    '// The site as its e-mails name it.\nexport const letter = 1;\n',
  );
  const { text, warnings } = featuresDoc({ root: base });
  const section = (name) => text.slice(text.indexOf(`## ${name}\n`)).split(/\n(?=## )/)[0];

  it('gives each folder its description, its routes, its tables, its e-mails and the folders it uses', () => {
    expect(section('notes')).toBe(
      [
        '## notes',
        '',
        'The notes: the public list, and the owner removes one.',
        '',
        '- Routes (3):',
        '  - `GET /api/notes`',
        '  - `DELETE /api/notes/delete/:id`',
        '  - `GET /sitemap/notes.xml`',
        '- Tables: `notes`',
        '- E-mails: `noteMail`, `ownerNoteMail`',
        '- Uses: `pages`',
        '',
      ].join('\n'),
    );
  });

  it('reads a table the contract builds with a function and a spread, indexed by a variable', () => {
    expect(section('pages')).toContain(
      '- Routes (2):\n  - `PUT /api/admin/pages/footer`\n  - `PUT /api/admin/pages/home`\n- Tables: `pages`\n',
    );
  });

  it('shows a folder without a description, and warns', () => {
    const where = 'a leading comment to `apps/server/src/features/pages/service.ts`';
    expect(section('pages')).toContain(`**No description yet**: add ${where}.`);
    expect(warnings).toEqual([`features/pages: no description (add ${where})`]);
  });

  it('leaves out a folder with only tests, and lists the platform', () => {
    expect(text).not.toContain('## empty');
    expect(section('Platform')).toContain('- `letter.ts`: The site as its e-mails name it.');
  });
});
