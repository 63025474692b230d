// Writes docs/decisions/README.md, the index of the decision records, from the records themselves: number, title,
// date and status of each `docs/decisions/NNN-slug.md`. `npm run docs:decisions` runs it after a record is added or
// its status changes; `decisions.test.mjs` fails while the committed index differs from what this writes, or while
// a record lacks what the index reads.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const decisionsDir = path.join(root, 'docs', 'decisions');
export const indexFile = path.join(decisionsDir, 'README.md');

const fileName = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const heading = /^# (\d{3})\. (\S.*)$/;
const dateLine = /^Date: (\d{4}-\d{2}-\d{2})$/;
const statusLine = /^Status: (.+)$/;
/** `accepted`, or replaced (wholly or in part) by a later record, linked by its file. */
const statusValue = /^(?:accepted|(?:partly )?superseded by \[(\d{3})\]\(((\d{3})-[a-z0-9-]+\.md)\))$/;
const sections = ['## Context', '## Decision', '## Consequences'];

/** A real calendar day, written as Git writes `--date=short`. */
const isDay = (text) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/** Every record of the folder, as the index reads it, with what is wrong with each. */
export function readRecords(dir = decisionsDir) {
  const names = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');
  return names.sort().map((file) => {
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    const problems = [];
    const named = file.match(fileName);
    if (!named) {
      problems.push('its name is not NNN-slug.md (three digits, lower-case words joined by hyphens)');
    }
    const title = lines[0].match(heading);
    if (!title) problems.push('its first line is not "# NNN. Title"');
    if (named && title && named[1] !== title[1]) {
      problems.push(`its name says ${named[1]} and its heading ${title[1]}`);
    }
    const date = lines.map((line) => line.match(dateLine)).find(Boolean)?.[1];
    if (!date) problems.push('it has no "Date: YYYY-MM-DD" line');
    else if (!isDay(date)) problems.push(`its date ${date} is not a day`);
    const status = lines.map((line) => line.match(statusLine)).find(Boolean)?.[1];
    const statusParts = status?.match(statusValue);
    if (!status) problems.push('it has no "Status:" line');
    else if (!statusParts) {
      problems.push(
        `its status "${status}" is not "accepted" or "(partly) superseded by [NNN](NNN-slug.md)"`,
      );
    } else if (statusParts[1] && statusParts[1] !== statusParts[3]) {
      problems.push(`its status names ${statusParts[1]} but links ${statusParts[2]}`);
    }
    let from = 0;
    for (const section of sections) {
      const at = lines.indexOf(section, from);
      if (at < 0) problems.push(`it has no "${section}" section after the ones before it`);
      else from = at + 1;
    }
    return {
      file,
      number: title?.[1] ?? named?.[1],
      title: title?.[2],
      date,
      status,
      supersededBy: statusParts?.[2],
      problems,
    };
  });
}

/** What is wrong with the records taken together: numbers used twice, statuses naming no later record that exists. */
export function problemsAcross(records) {
  const problems = [];
  const files = new Set(records.map((record) => record.file));
  const seen = new Map();
  for (const record of records) {
    if (seen.has(record.number))
      problems.push(`${record.file} and ${seen.get(record.number)} share one number`);
    seen.set(record.number, record.file);
    if (!record.supersededBy) continue;
    if (!files.has(record.supersededBy)) {
      problems.push(`${record.file}: its status names ${record.supersededBy}, which does not exist`);
    } else if (record.supersededBy.slice(0, 3) <= record.number) {
      problems.push(`${record.file}: its status names ${record.supersededBy}, not a later record`);
    }
  }
  return problems;
}

const intro = `# Decisions

The choices made where the [specification](../specification.md) or the [architecture](../architecture.md) left
room, and the places where the site departs from them, each with its reason. The architecture guide is followed
unless a record here says otherwise; where a later requirement amends the specification, a record says so.

One file per decision, \`NNN-slug.md\`: its number and title, the day it was first written, its status, then
Context, Decision and Consequences. A record is not rewritten when the code moves on: a later record replaces it,
and the earlier one's status says \`superseded by\` that record, or \`partly superseded by\` it when only part of it
no longer holds (the record says which part). Numbers are never reused; 35 was never assigned. Code and docs cite a
record by its file, e.g. \`docs/decisions/047-one-email-layout.md\`.

A new record takes the next number; then \`npm run docs:decisions\` writes this index (\`scripts/decisions-index.mjs\`),
and \`npm run test:unit\` checks both. Measurements that once filled some records (each Lighthouse run, tables of
timings) left them for a paragraph with the conclusion; the records as first written, numbers included, are in the
repository's history: \`git show f75aa13:docs/decisions.md\`.
`;

/** The index's Markdown, formatted as Prettier formats the repository's Markdown. */
export async function indexOf(records) {
  const lines = records.map(
    (record) => `- ${record.number} · ${record.date} · [${record.title}](${record.file}) · ${record.status}`,
  );
  const text = `${intro}\n## Records\n\n${lines.join('\n')}\n`;
  const options = (await prettier.resolveConfig(indexFile)) ?? {};
  return prettier.format(text, { ...options, filepath: indexFile });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const records = readRecords();
  const problems = [
    ...records.flatMap((record) => record.problems.map((problem) => `${record.file}: ${problem}`)),
    ...problemsAcross(records),
  ];
  if (problems.length > 0) {
    console.error(`The index was not written:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  writeFileSync(indexFile, await indexOf(records));
  console.log(`${path.relative(root, indexFile)}: ${records.length} records`);
}
