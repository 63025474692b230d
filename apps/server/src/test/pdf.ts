import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(tmpdir(), 'pdf-'));

/** The bytes saved to a file of their own, for poppler-utils to read. */
export function savedPdf(bytes: Buffer): string {
  const file = path.join(folder, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** The PDF's text as pdftotext (poppler-utils) reads it: what a reader, or a search, finds in it. */
export const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', savedPdf(bytes), '-'], { encoding: 'utf8' });

/** Its pages and their size, as pdfinfo reads them. */
export const pdfInfo = (bytes: Buffer) => execFileSync('pdfinfo', [savedPdf(bytes)], { encoding: 'utf8' });
