import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

/** A downloaded CSV file's rows (cells split at ';'), its UTF-8 byte-order mark checked. */
export async function csvRows(download: Download): Promise<string[][]> {
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((row) => row.split(';'));
}

/** The download that `click` starts. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await click();
  return downloading;
}
