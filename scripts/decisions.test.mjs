import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexFile, indexOf, problemsAcross, readRecords } from './decisions-index.mjs';

/*
 * The decision records (docs/decisions/NNN-slug.md) each say what the index reads (number, title, date, status)
 * and have their three sections, a status names records that exist, and the committed index is the one
 * `npm run docs:decisions` writes.
 */
const records = readRecords();

describe('the decision records', () => {
  it.each(records.map((record) => [record.file, record]))(
    '%s: number, title, date, status, sections',
    (_, record) => {
      expect(record.problems).toEqual([]);
    },
  );

  it('use each number once, and supersede only records that exist', () => {
    expect(problemsAcross(records)).toEqual([]);
  });

  it('are listed by the committed index as `npm run docs:decisions` writes it', async () => {
    expect(readFileSync(indexFile, 'utf8')).toBe(await indexOf(records));
  });
});

describe('the records check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sections = ['## Context', '## Decision', '## Consequences'];
  /** A record file; `null` leaves its Date or Status line out. */
  const record = (
    file,
    { head = `# ${file.slice(0, 3)}. A title`, date = '2026-11-21', status = 'accepted' } = {},
  ) => {
    const lines = [head, date && `Date: ${date}`, status && `Status: ${status}`, ...sections];
    writeFileSync(path.join(dir, file), `${lines.filter(Boolean).join('\n\n')}\n`);
  };
  record('001-good.md');
  record('002-no-date.md', { date: null });
  record('003-bad-date.md', { date: '2026-02-30' });
  record('004-no-status.md', { status: null });
  record('005-odd-status.md', { status: 'maybe' });
  record('006-missing.md', { status: 'superseded by [099](099-gone.md)' });
  record('007-mismatch.md', { head: '# 070. Its heading says another number' });
  record('008-link.md', { status: 'partly superseded by [010](009-earlier.md)' });
  record('009-earlier.md', { status: 'superseded by [001](001-good.md)' });
  const found = readRecords(dir);
  const problemsOf = (file) => found.find((one) => one.file === file).problems.join('; ');

  it('finds nothing wrong with a complete record', () => {
    expect(problemsOf('001-good.md')).toBe('');
  });

  it('refuses a record without a Date line or with a day that does not exist', () => {
    expect(problemsOf('002-no-date.md')).toMatch(/no "Date: YYYY-MM-DD" line/);
    expect(problemsOf('003-bad-date.md')).toMatch(/2026-02-30 is not a day/);
  });

  it('refuses a record without a Status line or with a status it does not know', () => {
    expect(problemsOf('004-no-status.md')).toMatch(/no "Status:" line/);
    expect(problemsOf('005-odd-status.md')).toMatch(/status "maybe"/);
  });

  it('refuses a status that names a missing or an earlier record, or links another than it names', () => {
    expect(problemsAcross(found)).toEqual([
      expect.stringMatching(/006-missing\.md: .*099-gone\.md, which does not exist/),
      expect.stringMatching(/009-earlier\.md: .*001-good\.md, not a later record/),
    ]);
    expect(problemsOf('008-link.md')).toMatch(/names 010 but links 009-earlier\.md/);
  });

  it("refuses a file whose name's number differs from its heading's", () => {
    expect(problemsOf('007-mismatch.md')).toMatch(/its name says 007 and its heading 070/);
  });
});
