import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A key given in the settings, or one generated on first start and kept in `file` of the data folder (mode
 * 0600), so that restarts and instances sharing that folder use the same one.
 */
export async function keyFromSettingOrFile(
  configured: string | undefined,
  dataDir: string,
  file: string,
): Promise<string> {
  if (configured) return configured;
  const where = path.join(dataDir, file);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails if another instance wrote it first: then that key wins.
    await writeFile(where, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(where, 'utf8')).trim();
}
